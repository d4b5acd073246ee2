import { Alert, Stack, Typography } from '@mui/material';
import { NewSubscriptionForm, type NewSubscriptionValues } from '@sinnro/care-ui';
import { type ReactNode, useEffect, useState } from 'react';
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
  const [programsFailure, setProgramsFailure] = useState<string | null>(null);

  useEffect(() => {
    let active = true;
    fetchPrograms(modelUuid, locale).then(
      (rows) => {
        if (!active) return;
        setPrograms(rows);
        setProgramsFailure(null);
      },
      (error: unknown) => {
        if (!active) return;
        setPrograms([]);
        setProgramsFailure(failureText(error, 'app.users.errors.network'));
      },
    );
    return () => {
      active = false;
    };
  }, [modelUuid, locale]);

  const create = async (values: NewSubscriptionValues) => {
    try {
      await createSubscription(userId, { subscription_model_uuid: modelUuid, ...values }, locale);
      notify('app.subscriptions.toasts.saved', { type: 'success' });
      redirect(subscriptionPath('edit', userId, modelUuid));
    } catch (error) {
      notify(
        `${translate('app.subscriptions.toasts.create_failed')}: ${translate(
          failureText(error, 'app.users.errors.network'),
        )}`,
        { type: 'error' },
      );
    }
  };

  return (
    <Frame userId={userId} title={translate('app.subscriptions.add_title')}>
      <NewSubscriptionForm
        programs={programs}
        programsFailure={
          programsFailure === null ? null : translate(programsFailure, { _: programsFailure })
        }
        estimateEndDate={(days) =>
          fetchEstimatedEndDate(days, userId).then((answer) => answer.end_date)
        }
        onEstimateFailed={() =>
          notify('app.subscriptions.toasts.end_date_failed', { type: 'error' })
        }
        onSubmit={create}
        texts={{
          program: translate('app.subscriptions.program'),
          choose: translate('app.subscriptions.choose'),
          programRequired: translate('app.subscriptions.program_required'),
          noPrograms: translate('app.subscriptions.no_programs'),
          programModules: (names) => translate('app.subscriptions.program_modules', { names }),
          startDate: translate('app.subscriptions.start_date'),
          estimatedEndDate: translate('app.subscriptions.estimated_end_date'),
          openAll: translate('app.subscriptions.open_all'),
          create: translate('app.subscriptions.create'),
          loading: translate('ra.page.loading'),
        }}
      />
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
