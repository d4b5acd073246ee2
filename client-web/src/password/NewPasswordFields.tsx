import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import {
  type NewPasswordFieldErrors,
  type NewPasswordForm,
  PASSWORD_MIN_LENGTH,
} from './password-validation';

interface NewPasswordFieldsProps {
  value: NewPasswordForm;
  onChange: (value: NewPasswordForm) => void;
  errors: NewPasswordFieldErrors;
}

/** A new password and its confirmation, with the errors of validateNewPassword under them. */
export function NewPasswordFields({ value, onChange, errors }: NewPasswordFieldsProps) {
  const { t } = useTranslation();
  const min = PASSWORD_MIN_LENGTH;
  return (
    <>
      <TextField
        label={t('password.newPassword')}
        type="password"
        autoComplete="new-password"
        value={value.password}
        onChange={(event) => onChange({ ...value, password: event.target.value })}
        error={errors.password !== undefined}
        helperText={
          errors.password ? t(`password.${errors.password}`, { min }) : t('password.hint', { min })
        }
      />
      <TextField
        label={t('password.confirmation')}
        type="password"
        autoComplete="new-password"
        value={value.confirmation}
        onChange={(event) => onChange({ ...value, confirmation: event.target.value })}
        error={errors.confirmation !== undefined}
        helperText={errors.confirmation && t(`password.${errors.confirmation}`)}
      />
    </>
  );
}
