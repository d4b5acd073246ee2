import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import Alert from '@mui/material/Alert';
import { LOCALES } from '@sinnro/web-session';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { ApiError } from '../api/api-error';
import { changeLocale, currentLocale } from '../i18n/i18n';
import { ErrorToast, SuccessToast } from '../layout/ErrorToast';
import { useSession, useSignedInUser } from '../session/session-context';
import { DataExportSection } from '../data-export/DataExportSection';
import { AccountChangesSection } from './AccountChangesSection';
import {
  fetchLookupList,
  type LookupList,
  type LookupOption,
  updateOwnProfile,
} from './profile-api';
import {
  profileChangesOf,
  profileFormOf,
  hasClinicianFields,
  type ProfileFieldErrors,
  type ProfileForm,
  validateProfile,
} from './profile-validation';

type Lookups = Record<LookupList, LookupOption[]>;

const LOOKUP_FIELDS = [
  { field: 'gender', list: 'gender', clinicianOnly: false },
  { field: 'position', list: 'position', clinicianOnly: true },
  { field: 'specialty', list: 'speciality', clinicianOnly: true },
] as const satisfies readonly {
  field: keyof ProfileForm;
  list: LookupList;
  clinicianOnly: boolean;
}[];

/** The reference lists in the interface language; null while loading, 'failed' on an error. */
function useLookups(): Lookups | null | 'failed' {
  const { i18n } = useTranslation();
  const [lookups, setLookups] = useState<Lookups | null | 'failed'>(null);
  const locale = i18n.resolvedLanguage;
  useEffect(() => {
    let active = true;
    const lang = currentLocale();
    Promise.all([
      fetchLookupList('gender', lang),
      fetchLookupList('position', lang),
      fetchLookupList('speciality', lang),
    ]).then(
      ([gender, position, speciality]) => active && setLookups({ gender, position, speciality }),
      () => active && setLookups('failed'),
    );
    return () => {
      active = false;
    };
  }, [locale]);
  return lookups;
}

/** Server field errors as one text per field of the form. */
function serverFieldErrors(error: ApiError): Partial<Record<keyof ProfileForm, string>> {
  const texts: Partial<Record<keyof ProfileForm, string>> = {};
  for (const [field, messages] of Object.entries(error.errors)) {
    const text = [messages].flat().join(' ');
    if (field in texts || text === '') continue;
    (texts as Record<string, string>)[field] = text;
  }
  return texts;
}

/**
 * /client/profile and the other roles' profile pages: the user's own details, shown in a form they
 * can change and save. Position and specialty belong to clinicians only.
 */
export function ProfilePage() {
  const { t } = useTranslation();
  const user = useSignedInUser();
  const { updateUser } = useSession();
  const lookups = useLookups();
  const clinician = hasClinicianFields(user.role);
  const lookupFields = LOOKUP_FIELDS.filter(({ clinicianOnly }) => clinician || !clinicianOnly);
  const [form, setForm] = useState<ProfileForm>(() => profileFormOf(user));
  const [fieldErrors, setFieldErrors] = useState<ProfileFieldErrors>({});
  const [serverErrors, setServerErrors] = useState<Partial<Record<keyof ProfileForm, string>>>({});
  const [saving, setSaving] = useState(false);
  const [saved, setSaved] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const set = (field: keyof ProfileForm) => (value: string) =>
    setForm((current) => ({ ...current, [field]: value }));

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const errors = validateProfile(form, user.phone !== null);
    setFieldErrors(errors);
    setServerErrors({});
    if (Object.keys(errors).length > 0) return;
    setSaving(true);
    setFailure(null);
    try {
      const updated = await updateOwnProfile(profileChangesOf(form, user.role));
      updateUser({ ...user, ...updated });
      setForm(profileFormOf({ ...user, ...updated }));
      if (form.default_lang !== currentLocale()) await changeLocale(form.default_lang);
      setSaved(t('profile.saved'));
    } catch (error) {
      if (error instanceof ApiError) {
        const texts = serverFieldErrors(error);
        setServerErrors(texts);
        if (Object.keys(texts).length === 0) setFailure(error.userMessages.join(' '));
      } else {
        setFailure(t('errors.network'));
      }
    } finally {
      setSaving(false);
    }
  };

  const errorOf = (field: keyof ProfileForm): string | undefined => {
    const key = fieldErrors[field];
    return key === undefined ? serverErrors[field] : t(`profile.errors.${key}`);
  };

  const text = (field: keyof ProfileForm, label: string, extra: object = {}) => (
    <TextField
      label={label}
      value={form[field]}
      onChange={(event) => set(field)(event.target.value)}
      error={errorOf(field) !== undefined}
      helperText={errorOf(field)}
      fullWidth
      {...extra}
    />
  );

  return (
    <Stack spacing={2}>
      <Typography variant="h4" component="h1">
        {t('profile.title')}
      </Typography>
      <Typography color="text.secondary">{t('profile.intro')}</Typography>
      <Paper sx={{ p: { xs: 2, sm: 3 } }}>
        <Stack component="form" spacing={2} noValidate onSubmit={(event) => void submit(event)}>
          <TextField label={t('profile.email')} value={user.email} fullWidth disabled />
          {text('first_name', t('profile.firstName'), {
            required: true,
            autoComplete: 'given-name',
          })}
          {text('last_name', t('profile.lastName'), {
            required: true,
            autoComplete: 'family-name',
          })}
          {text('phone', t('profile.phone'), { type: 'tel', autoComplete: 'tel' })}
          {text('birth_year', t('profile.birthYear'), {
            slotProps: { htmlInput: { inputMode: 'numeric', maxLength: 4 } },
          })}
          <TextField
            select
            label={t('profile.language')}
            value={form.default_lang}
            onChange={(event) => set('default_lang')(event.target.value)}
            slotProps={{ select: { native: true } }}
            fullWidth
          >
            {LOCALES.map((locale) => (
              <option key={locale} value={locale}>
                {t(`profile.languages.${locale}`)}
              </option>
            ))}
          </TextField>
          {lookups === 'failed' && (
            <Alert severity="warning">
              {t(clinician ? 'profile.listsUnavailable' : 'profile.genderUnavailable')}
            </Alert>
          )}
          {lookupFields.map(({ field, list }) => (
            <TextField
              key={field}
              select
              label={t(`profile.${field}`)}
              value={form[field]}
              onChange={(event) => set(field)(event.target.value)}
              error={errorOf(field) !== undefined}
              helperText={errorOf(field)}
              disabled={lookups === null || lookups === 'failed'}
              slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
              fullWidth
            >
              <option value="">{t('profile.notChosen')}</option>
              {(lookups === null || lookups === 'failed' ? [] : lookups[list]).map((option) => (
                <option key={option.code} value={option.code}>
                  {option.name}
                </option>
              ))}
            </TextField>
          ))}
          <Button type="submit" variant="contained" size="large" disabled={saving}>
            {t('profile.save')}
          </Button>
        </Stack>
      </Paper>
      {user.role === 'client' && (
        <Paper sx={{ p: { xs: 2, sm: 3 } }}>
          <Stack spacing={1}>
            <Typography variant="h6" component="h2">
              {t('whoReadMyData.title')}
            </Typography>
            <Typography color="text.secondary">{t('whoReadMyData.linkIntro')}</Typography>
            <Link
              component={RouterLink}
              to="/client/profile/access-log"
              sx={{ alignSelf: 'flex-start' }}
            >
              {t('whoReadMyData.link')}
            </Link>
          </Stack>
        </Paper>
      )}
      {user.role === 'client' && <DataExportSection />}
      <AccountChangesSection />
      <SuccessToast message={saved} onClose={() => setSaved(null)} />
      <ErrorToast message={failure} onClose={() => setFailure(null)} />
    </Stack>
  );
}
