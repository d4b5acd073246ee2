import {
  Alert,
  Button,
  Card,
  CardContent,
  FormControlLabel,
  Stack,
  Switch,
  TextField,
  Typography,
} from '@mui/material';
import { type FormEvent, type ReactNode, useEffect, useState } from 'react';
import {
  Link,
  Loading,
  Title,
  useLocaleState,
  useNotify,
  useParams,
  usePermissions,
  useRedirect,
  useTranslate,
} from 'react-admin';
import { type ConsolePermissions } from '../providers/access';
import { apiCall, failureText, type ManagedUser } from '../users/console-api';
import { userPath } from '../users/user-paths';
import {
  createSubscription,
  fetchEstimatedEndDate,
  fetchPrograms,
  fetchSubscriptions,
  type ProgramRow,
  type ProgramSubscription,
  subscriptionOfModel,
  subscriptionPath,
} from './subscription-api';
import { SubscriptionEditor } from './SubscriptionEditor';

function today(): string {
  return new Date().toISOString().slice(0, 10);
}

function useRouteIds() {
  const params = useParams();
  return { userId: Number(params.user_id), modelUuid: params.subscription_model_uuid ?? '' };
}

/** The page around both screens: the user's name and the way back to them. */
const Frame = ({
  userId,
  title,
  children,
}: {
  userId: number;
  title: string;
  children: ReactNode;
}) => {
  const translate = useTranslate();
  const { permissions } = usePermissions<ConsolePermissions>();
  const role = permissions?.role ?? 'admin';
  const [name, setName] = useState('');
  useEffect(() => {
    let active = true;
    apiCall<ManagedUser>(`/api/users/${userId}/edit`).then(
      (user) => active && setName(`${user.first_name} ${user.last_name}`),
      () => undefined,
    );
    return () => {
      active = false;
    };
  }, [userId]);
  const back = userPath(role, 'show', { id: userId }) ?? userPath(role, 'edit', { id: userId });
  return (
    <Stack spacing={2} sx={{ mt: 2 }}>
      <Title title={title} />
      {back !== null && (
        <Link to={back} sx={{ color: 'primary.dark' }}>
          {translate('app.subscriptions.back')}
        </Link>
      )}
      <Typography variant="h5" component="h1">
        {title}
      </Typography>
      {name !== '' && (
        <Typography color="text.secondary">
          {translate('app.subscriptions.user', { name })}
        </Typography>
      )}
      {children}
    </Stack>
  );
};

/** /users/subscriptions/add/{user_id}/{subscription_model_uuid}: a program and its period. */
export const AddSubscriptionPage = () => {
  const translate = useTranslate();
  const notify = useNotify();
  const redirect = useRedirect();
  const [locale] = useLocaleState();
  const { userId, modelUuid } = useRouteIds();
  const [programs, setPrograms] = useState<ProgramRow[] | null>(null);
  const [programId, setProgramId] = useState('');
  const [startDate, setStartDate] = useState(today);
  const [endDate, setEndDate] = useState('');
  const [openAll, setOpenAll] = useState(false);
  const [programMissing, setProgramMissing] = useState(false);
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    let active = true;
    fetchPrograms(modelUuid, locale).then(
      (rows) => active && setPrograms(rows),
      () => active && setPrograms([]),
    );
    return () => {
      active = false;
    };
  }, [modelUuid, locale]);

  const chosen = programs?.find((row) => String(row.id) === programId);

  // The program's duration gives the estimated end date; it may be changed.
  useEffect(() => {
    if (!chosen?.duration) return;
    let active = true;
    fetchEstimatedEndDate(chosen.duration, userId).then(
      (answer) => active && setEndDate(answer.end_date),
      () => active && notify('app.subscriptions.toasts.end_date_failed', { type: 'error' }),
    );
    return () => {
      active = false;
    };
  }, [chosen?.duration, userId, notify]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (programId === '') {
      setProgramMissing(true);
      return;
    }
    setSaving(true);
    try {
      await createSubscription(
        userId,
        {
          subscription_model_uuid: modelUuid,
          program_ids: [Number(programId)],
          start_date: startDate,
          ...(endDate === '' ? {} : { end_date: endDate }),
          open_all_modules: openAll,
        },
        locale,
      );
      notify('app.subscriptions.toasts.saved', { type: 'success' });
      redirect(subscriptionPath('edit', userId, modelUuid));
    } catch (error) {
      notify(
        `${translate('app.subscriptions.toasts.create_failed')}: ${translate(
          failureText(error, 'app.users.errors.network'),
        )}`,
        { type: 'error' },
      );
    } finally {
      setSaving(false);
    }
  };

  return (
    <Frame userId={userId} title={translate('app.subscriptions.add_title')}>
      <Card>
        <CardContent>
          <Stack component="form" noValidate spacing={2} onSubmit={(event) => void submit(event)}>
            {programs === null && <Loading />}
            <TextField
              select
              name="program"
              label={translate('app.subscriptions.program')}
              value={programId}
              onChange={(event) => {
                setProgramId(event.target.value);
                setProgramMissing(false);
              }}
              slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
              error={programMissing}
              helperText={
                programMissing ? translate('app.subscriptions.program_required') : undefined
              }
              required
              fullWidth
            >
              <option value="">{translate('app.subscriptions.choose')}</option>
              {(programs ?? []).map((row) => (
                <option key={row.id} value={row.id}>
                  {row.name}
                </option>
              ))}
            </TextField>
            {chosen?.modules && chosen.modules.length > 0 && (
              <Typography variant="body2" color="text.secondary">
                {translate('app.subscriptions.program_modules', {
                  names: chosen.modules.map((item) => item.name).join(', '),
                })}
              </Typography>
            )}
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <TextField
                type="date"
                name="start_date"
                label={translate('app.subscriptions.start_date')}
                value={startDate}
                onChange={(event) => setStartDate(event.target.value)}
                slotProps={{ inputLabel: { shrink: true } }}
                fullWidth
              />
              <TextField
                type="date"
                name="end_date"
                label={translate('app.subscriptions.estimated_end_date')}
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
              label={translate('app.subscriptions.open_all')}
            />
            <div>
              <Button type="submit" variant="contained" disabled={saving}>
                {translate('app.subscriptions.create')}
              </Button>
            </div>
          </Stack>
        </CardContent>
      </Card>
    </Frame>
  );
};

/** /users/subscriptions/edit/{user_id}/{subscription_model_uuid}: the subscription's editor. */
export const EditSubscriptionPage = () => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const { userId, modelUuid } = useRouteIds();
  const [state, setState] = useState<
    { status: 'loading' } | { status: 'failed'; message: string } | { status: 'ready' }
  >({ status: 'loading' });
  const [current, setCurrent] = useState<ProgramSubscription | null>(null);

  useEffect(() => {
    let active = true;
    fetchSubscriptions(userId, locale).then(
      (list) => {
        if (!active) return;
        setCurrent(subscriptionOfModel(list, modelUuid));
        setState({ status: 'ready' });
      },
      (error: unknown) =>
        active &&
        setState({ status: 'failed', message: failureText(error, 'app.users.errors.network') }),
    );
    return () => {
      active = false;
    };
  }, [userId, modelUuid, locale]);

  return (
    <Frame userId={userId} title={translate('app.subscriptions.edit_title')}>
      {state.status === 'loading' && <Loading />}
      {state.status === 'failed' && (
        <Alert severity="error">{translate(state.message, { _: state.message })}</Alert>
      )}
      {state.status === 'ready' && current === null && (
        <Alert severity="info">
          {translate('app.subscriptions.none')}{' '}
          <Link to={subscriptionPath('add', userId, modelUuid)}>
            {translate('app.subscriptions.add_title')}
          </Link>
        </Alert>
      )}
      {current && (
        <SubscriptionEditor userId={userId} subscription={current} onChanged={setCurrent} />
      )}
    </Frame>
  );
};
