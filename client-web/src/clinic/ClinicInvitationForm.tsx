import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { subscriptionModelName } from '@sinnro/care-ui';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../api/api-error';
import { InvitationFormEnd, PersonFields, ProductChoice } from '../services/invitation-parts';
import { type CompanyProduct, type Invitation } from '../services/services-api';
import { fieldErrors } from '../services/services-logic';
import { type CareOptions, createClinicInvitation } from './clinic-api';
import {
  type ClinicInvitationValues,
  type ClinicInviteeRole,
  EMPTY_CLINIC_INVITATION,
} from './clinic-logic';

/**
 * Invites a person to the clinic with the services they get: a client, or (when `roles` offers
 * it) a clinician. The server's errors, in the interface language, show under their fields.
 */
export function ClinicInvitationForm({
  clinic,
  roles,
  products,
  care,
  onInvited,
}: {
  clinic: string;
  roles: readonly ClinicInviteeRole[];
  products: readonly CompanyProduct[];
  /** The clinic's therapists and programs a client's invitation may name (none: not offered). */
  care: CareOptions | null;
  onInvited: (invitation: Invitation) => void;
}) {
  const { t, i18n } = useTranslation();
  const [form, setForm] = useState<ClinicInvitationValues>({
    ...EMPTY_CLINIC_INVITATION,
    role: roles[0] ?? 'client',
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);

  // After the server's answer, the first field it marked takes the focus.
  useEffect(() => {
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [errors]);

  const set = <K extends keyof ClinicInvitationValues>(name: K, value: ClinicInvitationValues[K]) =>
    setForm((current) => ({ ...current, [name]: value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSending(true);
    setErrors({});
    setFailure(null);
    try {
      const invitation = await createClinicInvitation(clinic, form);
      setForm({ ...EMPTY_CLINIC_INVITATION, role: form.role });
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

  return (
    <Stack
      component="form"
      ref={formRef}
      noValidate
      spacing={2}
      onSubmit={(event) => void submit(event)}
    >
      <PersonFields values={form} errors={errors} onChange={(name, value) => set(name, value)} />
      {roles.length > 1 && (
        <FormControl>
          <FormLabel id="clinic-invite-role">{t('clinic.invite.role')}</FormLabel>
          <RadioGroup
            row
            aria-labelledby="clinic-invite-role"
            name="role"
            value={form.role}
            onChange={(event) =>
              set('role', roles.find((role) => role === event.target.value) ?? 'client')
            }
          >
            {roles.map((role) => (
              <FormControlLabel
                key={role}
                value={role}
                control={<Radio />}
                label={t(`clinic.roles.${role}`)}
              />
            ))}
          </RadioGroup>
        </FormControl>
      )}
      {form.role === 'client' && care !== null && (
        <>
          <TextField
            select
            name="therapist_uuid"
            label={t('clinic.invite.therapist')}
            helperText={errors.therapist_uuid ?? t('clinic.invite.therapistHint')}
            error={errors.therapist_uuid !== undefined}
            value={form.therapist_uuid}
            onChange={(event) => set('therapist_uuid', event.target.value)}
          >
            <MenuItem value="">{t('clinic.invite.noTherapist')}</MenuItem>
            {care.therapists.map((therapist) => (
              <MenuItem key={therapist.uuid} value={therapist.uuid}>
                {therapist.name}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            select
            name="program_uuid"
            label={t('clinic.invite.program')}
            helperText={errors.program_uuid ?? t('clinic.invite.programHint')}
            error={errors.program_uuid !== undefined}
            value={form.program_uuid}
            onChange={(event) => set('program_uuid', event.target.value)}
          >
            <MenuItem value="">{t('clinic.invite.noProgram')}</MenuItem>
            {care.programs.map((program) => (
              <MenuItem key={program.uuid} value={program.uuid}>
                {t('clinic.invite.programOption', {
                  name: program.name,
                  model: subscriptionModelName(
                    program.subscription_model_name,
                    i18n.resolvedLanguage ?? 'sv',
                  ),
                })}
              </MenuItem>
            ))}
          </TextField>
        </>
      )}
      <ProductChoice
        products={products}
        chosen={form.products}
        error={errors.products}
        onToggle={(code, checked) =>
          set(
            'products',
            checked ? [...form.products, code] : form.products.filter((chosen) => chosen !== code),
          )
        }
      />
      <InvitationFormEnd
        permissionsError={errors.permissions}
        failure={failure}
        sending={sending}
      />
    </Stack>
  );
}
