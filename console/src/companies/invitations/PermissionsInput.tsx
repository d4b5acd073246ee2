import { groupPermissions } from '@sinnro/access';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import {
  FieldTitle,
  InputHelperText,
  type Validator,
  useInput,
  useLocaleState,
  usePermissions,
} from 'react-admin';

/**
 * The grants of an invitation as checkboxes grouped by what they concern, each in words
 * (libs/access). An admin sees the grant itself (`user/credit.read.[user]`) in a tooltip.
 */
export const PermissionsInput = ({
  choices,
  validate,
}: {
  choices: readonly string[];
  validate?: Validator | Validator[];
}) => {
  // Hebrew and Arabic show the English texts, as everywhere in the console.
  const [locale] = useLocaleState();
  const { permissions } = usePermissions<{ role?: string }>();
  const isAdmin = permissions?.role === 'admin';
  const { field, fieldState, isRequired } = useInput({ source: 'permissions', validate });
  const chosen: string[] = Array.isArray(field.value) ? (field.value as string[]) : [];
  const toggle = (permission: string, checked: boolean) => {
    field.onChange(
      checked ? [...chosen, permission] : chosen.filter((candidate) => candidate !== permission),
    );
    field.onBlur();
  };
  const error = fieldState.error?.message;
  return (
    <FormControl component="fieldset" error={error !== undefined} margin="dense">
      <FormLabel component="legend">
        <FieldTitle source="permissions" resource="invitations" isRequired={isRequired} />
      </FormLabel>
      <Stack spacing={1} sx={{ mt: 1 }}>
        {groupPermissions(choices, locale === 'sv' ? 'sv' : 'en').map((group) => (
          <div key={group.group} role="group" aria-labelledby={`permissions-${group.group}`}>
            <Typography
              id={`permissions-${group.group}`}
              variant="subtitle2"
              component="h3"
              sx={{ mt: 1 }}
            >
              {group.label}
            </Typography>
            <FormGroup>
              {group.choices.map(({ permission, label }) => {
                const control = (
                  <FormControlLabel
                    key={permission}
                    control={
                      <Checkbox
                        name="permissions"
                        value={permission}
                        checked={chosen.includes(permission)}
                        onChange={(event) => toggle(permission, event.target.checked)}
                      />
                    }
                    label={label}
                  />
                );
                return isAdmin ? (
                  <Tooltip key={permission} title={permission} placement="right" describeChild>
                    {control}
                  </Tooltip>
                ) : (
                  control
                );
              })}
            </FormGroup>
          </div>
        ))}
      </Stack>
      {error && (
        <FormHelperText>
          <InputHelperText error={error} />
        </FormHelperText>
      )}
    </FormControl>
  );
};
