import Alert from '@mui/material/Alert';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../api/api-error';
import { InvitationFormEnd, PersonFields, ProductChoice } from './invitation-parts';
import { type CompanyProduct, createInvitation, type Invitation } from './services-api';
import {
  type CompanyRoleChoice,
  EMPTY_INVITATION,
  fieldErrors,
  type InvitationFormValues,
  type UnitChoice,
} from './services-logic';

interface InvitationFormProps {
  companyUuid: string;
  units: readonly UnitChoice[];
  initialUnit: string;
  products: readonly CompanyProduct[];
  onInvited: (invitation: Invitation) => void;
}

/**
 * Invites a person to a unit of the company with the services they get. The server checks every
 * field; its errors (in the interface language) show under their fields, others above the button.
 */
export function InvitationForm({
  companyUuid,
  units,
  initialUnit,
  products,
  onInvited,
}: InvitationFormProps) {
  const { t } = useTranslation();
  const [form, setForm] = useState<InvitationFormValues>({
    ...EMPTY_INVITATION,
    unit_uuid: initialUnit,
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const formRef = useRef<HTMLFormElement>(null);

  // After the server's answer, the first field it marked takes the focus.
  useEffect(() => {
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [errors]);

  const set = <K extends keyof InvitationFormValues>(name: K, value: InvitationFormValues[K]) =>
    setForm((current) => ({ ...current, [name]: value }));
  const toggleProduct = (code: string, checked: boolean) =>
    set(
      'products',
      checked ? [...form.products, code] : form.products.filter((chosen) => chosen !== code),
    );

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSending(true);
    setErrors({});
    setFailure(null);
    setSentTo(null);
    try {
      const invitation = await createInvitation(companyUuid, form);
      setForm({ ...EMPTY_INVITATION, unit_uuid: form.unit_uuid });
      setSentTo(invitation.email);
      onInvited(invitation);
    } catch (error) {
      if (error instanceof ApiError && Object.keys(error.errors).length > 0) {
        setErrors(fieldErrors(error.errors));
        setFailure(t('services.invite.checkFields'));
      } else {
        setFailure(error instanceof ApiError ? error.message : t('errors.network'));
      }
    } finally {
      setSending(false);
    }
  };

  const helper = (name: string, hint?: string) => errors[name] ?? hint;

  return (
    <Stack
      component="form"
      ref={formRef}
      noValidate
      spacing={2}
      onSubmit={(event) => void submit(event)}
    >
      {sentTo && (
        <Alert
          severity="success"
          role="status"
          onClose={() => setSentTo(null)}
          sx={{ overflowWrap: 'anywhere' }}
        >
          {t('services.invite.sent', { email: sentTo })}
        </Alert>
      )}
      <PersonFields values={form} errors={errors} onChange={(name, value) => set(name, value)} />
      <TextField
        select
        name="unit_uuid"
        label={t('services.invite.fields.unit_uuid')}
        value={form.unit_uuid}
        onChange={(event) => set('unit_uuid', event.target.value)}
        error={errors.unit_uuid !== undefined}
        helperText={helper('unit_uuid')}
        required
        sx={{ maxWidth: { sm: 400 } }}
      >
        {units.map((unit) => (
          <MenuItem key={unit.uuid} value={unit.uuid} sx={{ pl: 2 + unit.depth * 2 }}>
            {unit.name}
          </MenuItem>
        ))}
      </TextField>
      <FormControl>
        <FormLabel id="invite-role">{t('services.invite.fields.company_role')}</FormLabel>
        <RadioGroup
          aria-labelledby="invite-role"
          name="company_role"
          value={form.company_role}
          onChange={(event) => set('company_role', event.target.value as CompanyRoleChoice)}
        >
          <FormControlLabel
            value="standard-user"
            control={<Radio />}
            label={t('services.roles.standardUser')}
          />
          <FormControlLabel
            value="company-admin"
            control={<Radio />}
            label={t('services.roles.companyAdmin')}
          />
        </RadioGroup>
        {errors.company_role && <FormHelperText error>{errors.company_role}</FormHelperText>}
      </FormControl>
      <ProductChoice
        products={products}
        chosen={form.products}
        error={errors.products}
        onToggle={toggleProduct}
      />
      <InvitationFormEnd
        permissionsError={errors.permissions}
        failure={failure}
        sending={sending}
      />
    </Stack>
  );
}
