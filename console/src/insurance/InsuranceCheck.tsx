import SearchIcon from '@mui/icons-material/Search';
import { type ApiSchemas } from '@sinnro/web-session';
import { Alert, Card, CardContent, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { Form, SaveButton, TextInput, Title, useTranslate } from 'react-admin';
import { apiCall, failureText, fieldErrorsOf } from '../users/console-api';
import { USER_RULES } from '../users/user-validation';

type Coverage = ApiSchemas['InsuranceCoverageDto'];

/**
 * /admin/insurance-check: whether a person's insurance pays for treatment
 * (GET /api/v1/insurance?national_id=, insurance read). The server logs every lookup.
 */
export const InsuranceCheck = () => {
  const translate = useTranslate();
  const [result, setResult] = useState<Coverage | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const check = async (values: { national_id?: string }) => {
    setResult(null);
    setFailure(null);
    try {
      const query = new URLSearchParams({ national_id: values.national_id ?? '' });
      setResult(await apiCall<Coverage>(`/api/v1/insurance?${query.toString()}`));
      return undefined;
    } catch (error) {
      const fields = fieldErrorsOf(error);
      if (fields === null) setFailure(failureText(error, 'app.users.errors.network'));
      return fields ?? undefined;
    }
  };

  return (
    <Card sx={{ mt: 2, maxWidth: 640 }}>
      <Title title={translate('app.insurance.title')} />
      <CardContent>
        <Stack spacing={2}>
          <Typography variant="h5" component="h1">
            {translate('app.insurance.title')}
          </Typography>
          <Form onSubmit={check}>
            <Stack
              direction={{ xs: 'column', sm: 'row' }}
              spacing={2}
              sx={{ alignItems: 'baseline' }}
            >
              <TextInput
                source="national_id"
                label="app.insurance.national_id"
                helperText="app.insurance.national_id_help"
                validate={USER_RULES.national_id_required}
              />
              <SaveButton label="app.insurance.check" icon={<SearchIcon />} alwaysEnable />
            </Stack>
          </Form>
          {failure !== null && <Alert severity="error">{translate(failure, { _: failure })}</Alert>}
          {result !== null && (
            <Alert severity={result.covered ? 'success' : 'info'} role="status">
              <Typography sx={{ fontWeight: 600 }}>
                {translate(result.covered ? 'app.insurance.covered' : 'app.insurance.not_covered')}
              </Typography>
              {result.insurer !== null && (
                <Typography>
                  {translate('app.insurance.insurer', { name: result.insurer })}
                </Typography>
              )}
              {(result.valid_from !== null || result.valid_to !== null) && (
                <Typography>
                  {translate('app.insurance.valid', {
                    from: result.valid_from ?? '–',
                    to: result.valid_to ?? '–',
                  })}
                </Typography>
              )}
            </Alert>
          )}
        </Stack>
      </CardContent>
    </Card>
  );
};
