import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type FormEvent, type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation, useNavigate, useParams } from 'react-router';
import { ApiError } from '../api/api-error';
import { ErrorToast, SuccessToast } from '../layout/ErrorToast';
import { useLoad } from '../learning/use-load';
import { useSignedInUser } from '../session/session-context';
import { clientPagePath } from '../specialists/client-paths';
import { SubscriptionEditor } from './SubscriptionEditor';
import {
  createSubscription,
  fetchEstimatedEndDate,
  fetchManagedUser,
  fetchPrograms,
  fetchSubscriptions,
  type ProgramSubscription,
} from './tp-api';
import { subscriptionPath } from './tp-paths';

function today(): string {
  return new Date().toISOString().slice(0, 10);
}

/** The subscription of this model to edit: the active one, else the newest. */
export function subscriptionOfModel(
  list: readonly ProgramSubscription[],
  modelUuid: string,
): ProgramSubscription | null {
  const ofModel = list.filter((item) => item.subscription_model_uuid === modelUuid);
  return ofModel.find((item) => item.status === 'active') ?? ofModel[0] ?? null;
}

function useRouteIds() {
  const params = useParams();
  return { userId: Number(params.user_id), modelUuid: params.subscription_model_uuid ?? '' };
}

function Frame({
  userId,
  title,
  children,
}: {
  userId: number;
  title: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const user = useSignedInUser();
  const { state } = useLoad(() => fetchManagedUser(String(userId)), [userId]);
  return (
    <Stack spacing={3}>
      <Link component={RouterLink} to={clientPagePath(user.role, userId)}>
        {t('therapistPremium.backToClient')}
      </Link>
      <Typography variant="h4" component="h1">
        {title}
      </Typography>
      {state.status === 'ready' && (
        <Typography color="text.secondary">
          {t('therapistPremium.subscription.client', {
            name: `${state.data.first_name} ${state.data.last_name}`,
          })}
        </Typography>
      )}
      {children}
    </Stack>
  );
}

/** /users/subscriptions/add/{user_id}/{subscription_model_uuid}: a program and its period. */
export function AddSubscriptionPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { userId, modelUuid } = useRouteIds();
  const programs = useLoad(() => fetchPrograms(modelUuid), [modelUuid]).state;
  const [programId, setProgramId] = useState('');
  const [startDate, setStartDate] = useState(today);
  const [endDate, setEndDate] = useState('');
  const [openAll, setOpenAll] = useState(false);
  const [programMissing, setProgramMissing] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const chosen =
    programs.status === 'ready'
      ? programs.data.find((row) => String(row.id) === programId)
      : undefined;

  // The program's duration gives the estimated end date; the therapist may change it.
  useEffect(() => {
    if (!chosen?.duration) return;
    let active = true;
    fetchEstimatedEndDate(chosen.duration, userId).then(
      (answer) => active && setEndDate(answer.end_date),
      () => active && setFailure(t('therapistPremium.toasts.endDateFailed')),
    );
    return () => {
      active = false;
    };
  }, [chosen?.duration, userId, t]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (programId === '') {
      setProgramMissing(true);
      return;
    }
    setSaving(true);
    try {
      await createSubscription(userId, {
        subscription_model_uuid: modelUuid,
        program_ids: [Number(programId)],
        start_date: startDate,
        ...(endDate === '' ? {} : { end_date: endDate }),
        open_all_modules: openAll,
      });
      await navigate(subscriptionPath('edit', userId, modelUuid), {
        state: { created: true },
      });
    } catch (error) {
      const reason = error instanceof ApiError ? `: ${error.userMessages.join(' ')}` : '';
      setFailure(`${t('therapistPremium.toasts.createFailed')}${reason}`);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Frame userId={userId} title={t('therapistPremium.subscription.addTitle')}>
      <Paper sx={{ p: { xs: 2, sm: 3 } }}>
        <Stack component="form" noValidate spacing={2} onSubmit={(event) => void submit(event)}>
          {programs.status === 'failed' && (
            <Alert severity="error">
              {programs.message ?? t('therapistPremium.subscription.programsFailed')}
            </Alert>
          )}
          <TextField
            select
            name="program"
            label={t('therapistPremium.subscription.program')}
            value={programId}
            onChange={(event) => {
              setProgramId(event.target.value);
              setProgramMissing(false);
            }}
            slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
            error={programMissing}
            helperText={
              programMissing ? t('therapistPremium.subscription.programRequired') : undefined
            }
            required
            fullWidth
          >
            <option value="">{t('therapistPremium.choose')}</option>
            {(programs.status === 'ready' ? programs.data : []).map((row) => (
              <option key={row.id} value={row.id}>
                {row.name}
              </option>
            ))}
          </TextField>
          {chosen?.modules && chosen.modules.length > 0 && (
            <Typography variant="body2" color="text.secondary">
              {t('therapistPremium.subscription.programModules', {
                names: chosen.modules.map((item) => item.name).join(', '),
              })}
            </Typography>
          )}
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <TextField
              type="date"
              name="start_date"
              label={t('therapistPremium.subscription.startDate')}
              value={startDate}
              onChange={(event) => setStartDate(event.target.value)}
              slotProps={{ inputLabel: { shrink: true } }}
              fullWidth
            />
            <TextField
              type="date"
              name="end_date"
              label={t('therapistPremium.subscription.estimatedEndDate')}
              value={endDate}
              onChange={(event) => setEndDate(event.target.value)}
              slotProps={{ inputLabel: { shrink: true } }}
              fullWidth
            />
          </Stack>
          <FormControlLabel
            control={
              <Switch checked={openAll} onChange={(event) => setOpenAll(event.target.checked)} />
            }
            label={t('therapistPremium.subscription.openAll')}
          />
          <div>
            <Button type="submit" variant="contained" disabled={saving}>
              {t('therapistPremium.subscription.create')}
            </Button>
          </div>
        </Stack>
      </Paper>
      <ErrorToast message={failure} onClose={() => setFailure(null)} />
    </Frame>
  );
}

/** /users/subscriptions/edit/{user_id}/{subscription_model_uuid}: the subscription's editor. */
export function EditSubscriptionPage() {
  const { t } = useTranslation();
  const { userId, modelUuid } = useRouteIds();
  const { state } = useLoad(() => fetchSubscriptions(userId), [userId]);
  const [current, setCurrent] = useState<ProgramSubscription | null>(null);
  const routeState: unknown = useLocation().state;
  const created = typeof routeState === 'object' && routeState !== null && 'created' in routeState;
  const [success, setSuccess] = useState(created);

  useEffect(() => {
    if (state.status === 'ready') setCurrent(subscriptionOfModel(state.data, modelUuid));
  }, [state, modelUuid]);

  return (
    <Frame userId={userId} title={t('therapistPremium.subscription.editTitle')}>
      {state.status === 'loading' && <Typography>{t('common.loading')}</Typography>}
      {state.status === 'failed' && (
        <Alert severity="error">
          {state.message ?? t('therapistPremium.subscription.fetchFailed')}
        </Alert>
      )}
      {state.status === 'ready' && current === null && (
        <Alert severity="info">
          {t('therapistPremium.subscription.none')}{' '}
          <Link component={RouterLink} to={subscriptionPath('add', userId, modelUuid)}>
            {t('therapistPremium.subscription.addTitle')}
          </Link>
        </Alert>
      )}
      {current && (
        <SubscriptionEditor userId={userId} subscription={current} onChanged={setCurrent} />
      )}
      <SuccessToast
        message={success ? t('therapistPremium.toasts.success') : null}
        onClose={() => setSuccess(false)}
      />
    </Frame>
  );
}
