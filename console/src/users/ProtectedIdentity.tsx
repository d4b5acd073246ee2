import { Chip, Typography } from '@mui/material';
import { Labeled, useRecordContext, useTranslate } from 'react-admin';

/**
 * A user record as the API answers it for staff: `protected_identity` (skyddad identitet) means
 * the server held the personal number back (`national_id` null), so the screens say why.
 */
export interface ProtectedIdentityRecord {
  national_id?: string | null;
  protected_identity?: boolean;
}

/** The personal number on a show page, or "Skyddad identitet" / "Protected identity". */
export const NationalIdText = () => {
  const record = useRecordContext<ProtectedIdentityRecord>();
  const translate = useTranslate();
  if (!record) return null;
  return (
    <Typography component="span" variant="body2">
      {record.protected_identity
        ? translate('app.users.protected_identity')
        : (record.national_id ?? '–')}
    </Typography>
  );
};

/** In the edit form in place of the number input: the number is not shown to staff. */
export const ProtectedNationalId = () => (
  <Labeled label="resources.users.fields.national_id">
    <NationalIdText />
  </Labeled>
);

/** A chip in a list row for a person with protected identity. */
export const ProtectedIdentityChip = () => {
  const record = useRecordContext<ProtectedIdentityRecord>();
  const translate = useTranslate();
  if (!record?.protected_identity) return null;
  return <Chip size="small" color="warning" label={translate('app.users.protected_identity')} />;
};
