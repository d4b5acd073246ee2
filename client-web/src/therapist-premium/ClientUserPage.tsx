import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { LOCALES } from '@sinnro/web-session';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation, useNavigate, useParams } from 'react-router';
import { ApiError } from '../api/api-error';
import { ErrorToast, SuccessToast } from '../layout/ErrorToast';
import { useLoad } from '../learning/use-load';
import { useSignedInUser } from '../session/session-context';
import { clientPagePath } from '../specialists/client-paths';
import {
  clientBodyOf,
  type ClientField,
  type ClientFieldErrors,
  type ClientForm,
  clientFormOf,
  EMPTY_CLIENT,
  hasProtectedIdentity,
  serverFieldErrors,
  validateClient,
} from './client-form';
import {
  createClient,
  fetchManagedUser,
  fetchManagedUserTemp,
  fetchSubscriptionTypes,
  type ManagedUser,
  updateClient,
} from './tp-api';
import { subscriptionPath, THERAPIST_ASSISTED } from './tp-paths';

const TEXT_FIELDS: readonly { name: Exclude<ClientField, 'default_lang'>; type: string }[] = [
  { name: 'first_name', type: 'text' },
  { name: 'last_name', type: 'text' },
  { name: 'email', type: 'email' },
  { name: 'national_id', type: 'text' },
  { name: 'phone', type: 'tel' },
];

interface ClientFormProps {
  initial: ClientForm;
  submitLabel: string;
  save: (form: ClientForm) => Promise<void>;
  /** The toast text of a failure the server gives no field errors for. */
  failedText: string;
  /**
   * The client has a protected identity: the server sent no personal number, so the field says
   * "Skyddad identitet" and is neither checked nor sent.
   */
  protectedIdentity?: boolean;
}

/**
 * The client's details: checked here first (the specification's texts), then by the server,
 * whose field errors show under their fields.
 */
export function ClientDetailsForm({
  initial,
  submitLabel,
  save,
  failedText,
  protectedIdentity = false,
}: ClientFormProps) {
  const { t } = useTranslation();
  const [form, setForm] = useState<ClientForm>(initial);
  const [errors, setErrors] = useState<ClientFieldErrors>({});
  const [serverErrors, setServerErrors] = useState<Partial<Record<string, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);

  useEffect(() => {
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [errors, serverErrors]);

  const set = (name: ClientField, value: string) =>
    setForm((current) => ({ ...current, [name]: value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validateClient(form, protectedIdentity);
    setErrors(found);
    setServerErrors({});
    if (Object.keys(found).length > 0) return;
    setSaving(true);
    try {
      await save(form);
    } catch (error) {
      const texts = error instanceof ApiError ? serverFieldErrors(error) : {};
      setServerErrors(texts);
      if (Object.keys(texts).length === 0) {
        setFailure(error instanceof ApiError ? `${failedText}: ${error.message}` : failedText);
      }
    } finally {
      setSaving(false);
    }
  };

  const errorOf = (name: ClientField): string | undefined => {
    const key = errors[name];
    return key === undefined ? serverErrors[name] : t(`therapistPremium.errors.${key}`);
  };

  return (
    <Stack
      component="form"
      ref={formRef}
      noValidate
      spacing={2}
      onSubmit={(event) => void submit(event)}
    >
      {TEXT_FIELDS.map(({ name, type }) =>
        name === 'national_id' && protectedIdentity ? (
          <TextField
            key={name}
            name={name}
            label={t(`therapistPremium.fields.${name}`)}
            value={t('therapistPremium.protectedIdentity')}
            helperText={t('therapistPremium.protectedIdentityHint')}
            disabled
            fullWidth
          />
        ) : (
          <TextField
            key={name}
            name={name}
            type={type}
            autoComplete="off"
            label={t(`therapistPremium.fields.${name}`)}
            value={form[name]}
            onChange={(event) => set(name, event.target.value)}
            error={errorOf(name) !== undefined}
            helperText={
              errorOf(name) ??
              (name === 'national_id' ? t('therapistPremium.nationalIdHint') : undefined)
            }
            required
            fullWidth
          />
        ),
      )}
      <TextField
        select
        name="default_lang"
        label={t('therapistPremium.fields.default_lang')}
        value={form.default_lang}
        onChange={(event) => set('default_lang', event.target.value)}
        slotProps={{ select: { native: true } }}
        error={errorOf('default_lang') !== undefined}
        helperText={errorOf('default_lang')}
        fullWidth
      >
        {LOCALES.map((locale) => (
          <option key={locale} value={locale}>
            {t(`profile.languages.${locale}`)}
          </option>
        ))}
      </TextField>
      {Object.entries(serverErrors)
        .filter(([field]) => !(field in EMPTY_CLIENT))
        .map(([field, text]) => (
          <Alert key={field} severity="error">
            {text}
          </Alert>
        ))}
      <div>
        <Button type="submit" variant="contained" disabled={saving}>
          {submitLabel}
        </Button>
      </div>
      <ErrorToast message={failure} onClose={() => setFailure(null)} />
    </Stack>
  );
}

/** /therapist-premium/users/add: a new client, then their Therapist assisted subscription. */
export function AddClientPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const user = useSignedInUser();

  const save = async (form: ClientForm) => {
    const created = await createClient(clientBodyOf(form));
    const types = await fetchSubscriptionTypes(created.id).catch(() => []);
    const assisted = types.find((type) => type.subscription_model_name === THERAPIST_ASSISTED);
    await navigate(
      assisted
        ? subscriptionPath('add', created.id, assisted.subscription_model_uuid)
        : clientPagePath(user.role, created.id),
    );
  };

  return (
    <Stack spacing={3}>
      <Link component={RouterLink} to="/clients">
        {t('specialists.client.back')}
      </Link>
      <Typography variant="h4" component="h1">
        {t('therapistPremium.add.title')}
      </Typography>
      <Typography color="text.secondary">{t('therapistPremium.add.intro')}</Typography>
      <Paper sx={{ p: { xs: 2, sm: 3 } }}>
        <ClientDetailsForm
          initial={EMPTY_CLIENT}
          submitLabel={t('therapistPremium.add.submit')}
          save={save}
          failedText={t('therapistPremium.toasts.createClientFailed')}
        />
      </Paper>
    </Stack>
  );
}

function EditForm({ client }: { client: ManagedUser }) {
  const { t } = useTranslation();
  const [saved, setSaved] = useState<string | null>(null);
  // A new e-mail is not set at once: the new address confirms it first (the answer says which).
  const [pendingEmail, setPendingEmail] = useState<string | null>(client.pending_email);
  const protectedIdentity = hasProtectedIdentity(client);
  const save = async (form: ClientForm) => {
    const updated = await updateClient(client.id, clientBodyOf(form, protectedIdentity));
    setPendingEmail(updated.pending_email);
    setSaved(t('therapistPremium.toasts.success'));
  };
  return (
    <>
      {pendingEmail !== null && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {t('therapistPremium.pendingEmail', { email: pendingEmail })}
        </Alert>
      )}
      <ClientDetailsForm
        initial={clientFormOf(client)}
        submitLabel={t('therapistPremium.edit.submit')}
        save={save}
        failedText={t('therapistPremium.toasts.updateFailed')}
        protectedIdentity={protectedIdentity}
      />
      <SuccessToast message={saved} onClose={() => setSaved(null)} />
    </>
  );
}

/**
 * /therapist-premium/users/edit/{id}, /therapist-premium/users/edit-temp/{id} and
 * /users/edit/{uuid}: a client's details (404 from the server for someone not theirs).
 */
export function EditClientPage() {
  const { t } = useTranslation();
  const user = useSignedInUser();
  const reference = useParams().id ?? '';
  const temporary = useLocation().pathname.startsWith('/therapist-premium/users/edit-temp/');
  const { state } = useLoad(
    () => (temporary ? fetchManagedUserTemp(reference) : fetchManagedUser(reference)),
    [reference, temporary],
  );

  return (
    <Stack spacing={3}>
      {state.status === 'ready' ? (
        <Link component={RouterLink} to={clientPagePath(user.role, state.data.id)}>
          {t('therapistPremium.backToClient')}
        </Link>
      ) : (
        <Link component={RouterLink} to="/clients">
          {t('specialists.client.back')}
        </Link>
      )}
      <Typography variant="h4" component="h1">
        {t('therapistPremium.edit.title')}
      </Typography>
      {state.status === 'loading' && <Typography>{t('common.loading')}</Typography>}
      {state.status === 'failed' && (
        <Alert severity="error">{state.message ?? t('therapistPremium.edit.fetchFailed')}</Alert>
      )}
      {state.status === 'ready' && (
        <Paper sx={{ p: { xs: 2, sm: 3 } }}>
          <EditForm key={state.data.id} client={state.data} />
        </Paper>
      )}
    </Stack>
  );
}
