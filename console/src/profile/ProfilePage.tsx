import { type ApiSchemas } from '@sinnro/web-session';
import { Alert, Button, Card, CardContent, Stack, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import {
  Loading,
  SaveButton,
  Toolbar,
  SelectInput,
  SimpleForm,
  TextInput,
  Title,
  useLocaleState,
  useNotify,
  useTranslate,
} from 'react-admin';
import { apiCall, failureText, fieldErrorsOf } from '../users/console-api';
import { LANGUAGE_CHOICES, USER_RULES } from '../users/user-validation';

type Profile = ApiSchemas['CurrentUserProfile'];

interface ProfileForm {
  first_name: string;
  last_name: string;
  email: string;
  phone: string | null;
  default_lang: string;
}

function formOf(profile: Profile): ProfileForm {
  return {
    first_name: profile.profile.first_name,
    last_name: profile.profile.last_name,
    email: profile.email,
    phone: profile.phone,
    default_lang: profile.default_lang,
  };
}

function languageOf(value: string): 'sv' | 'en' {
  return value === 'en' ? 'en' : 'sv';
}

/**
 * /admin/profile, /cc/profile, /hc/profile: one's own names, phone and language
 * (POST /api/users/update-current-user-profile). The e-mail is shown, not changed here; the
 * password is changed through a mailed link (POST /api/password/reset), as the server has no
 * password change for a signed-in user.
 */
export const ProfilePage = () => {
  const translate = useTranslate();
  const notify = useNotify();
  const [, setLocale] = useLocaleState();
  const [profile, setProfile] = useState<Profile | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [sendingLink, setSendingLink] = useState(false);

  useEffect(() => {
    let active = true;
    apiCall<Profile>('/api/users/get-current-user-profile').then(
      (answer) => active && setProfile(answer),
      (error: unknown) => active && setFailure(failureText(error, 'app.users.errors.network')),
    );
    return () => {
      active = false;
    };
  }, []);

  const save = async (values: Partial<ProfileForm>) => {
    try {
      const saved = await apiCall<Profile>('/api/users/update-current-user-profile', {
        method: 'POST',
        body: {
          first_name: values.first_name,
          last_name: values.last_name,
          ...(values.phone ? { phone: values.phone } : {}),
          default_lang: languageOf(values.default_lang ?? 'sv'),
        },
      });
      setProfile(saved);
      notify('app.profile.saved', { type: 'success' });
      setLocale(languageOf(saved.default_lang));
      return undefined;
    } catch (error) {
      notify(failureText(error, 'app.users.errors.network'), { type: 'error' });
      return fieldErrorsOf(error) ?? undefined;
    }
  };

  const sendPasswordLink = async () => {
    if (profile === null) return;
    setSendingLink(true);
    try {
      const answer = await apiCall<{ message?: string }>('/api/password/reset', {
        method: 'POST',
        body: { email: profile.email },
      });
      notify(answer.message ?? 'app.profile.link_sent', { type: 'success' });
    } catch (error) {
      notify(failureText(error, 'app.users.errors.network'), { type: 'error' });
    } finally {
      setSendingLink(false);
    }
  };

  if (failure !== null) {
    return (
      <Alert severity="error" sx={{ mt: 2 }}>
        {translate(failure, { _: failure })}
      </Alert>
    );
  }
  if (profile === null) return <Loading />;
  return (
    <Card sx={{ mt: 2, maxWidth: 720 }}>
      <Title title={translate('app.profile.title')} />
      <CardContent>
        <Typography variant="h5" component="h1">
          {translate('app.profile.title')}
        </Typography>
        <SimpleForm
          record={formOf(profile)}
          onSubmit={save}
          toolbar={
            <Toolbar>
              <SaveButton />
            </Toolbar>
          }
        >
          <TextInput
            source="first_name"
            label="resources.users.fields.first_name"
            validate={USER_RULES.first_name}
          />
          <TextInput
            source="last_name"
            label="resources.users.fields.last_name"
            validate={USER_RULES.last_name}
          />
          <TextInput source="email" label="resources.users.fields.email" readOnly />
          <TextInput
            source="phone"
            label="resources.users.fields.phone"
            validate={USER_RULES.phone_optional}
          />
          <SelectInput
            source="default_lang"
            label="resources.users.fields.default_lang"
            choices={LANGUAGE_CHOICES}
          />
        </SimpleForm>
        <Stack spacing={1} sx={{ px: 2, pb: 2 }}>
          <Typography variant="h6" component="h2">
            {translate('app.profile.password')}
          </Typography>
          <Typography color="text.secondary">{translate('app.profile.password_help')}</Typography>
          <div>
            <Button
              variant="outlined"
              disabled={sendingLink}
              onClick={() => void sendPasswordLink()}
            >
              {translate('app.profile.send_link')}
            </Button>
          </div>
        </Stack>
      </CardContent>
    </Card>
  );
};
