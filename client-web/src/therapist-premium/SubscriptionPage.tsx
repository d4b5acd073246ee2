import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { NewSubscriptionForm, type NewSubscriptionValues } from '@sinnro/care-ui';
import { type ReactNode, useEffect, useState } from 'react';
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
  const [failure, setFailure] = useState<string | null>(null);

  const create = async (values: NewSubscriptionValues) => {
    try {
      await createSubscription(userId, { subscription_model_uuid: modelUuid, ...values });
      await navigate(subscriptionPath('edit', userId, modelUuid), {
        state: { created: true },
      });
    } catch (error) {
      const reason = error instanceof ApiError ? `: ${error.userMessages.join(' ')}` : '';
      setFailure(`${t('therapistPremium.toasts.createFailed')}${reason}`);
    }
  };

  return (
    <Frame userId={userId} title={t('therapistPremium.subscription.addTitle')}>
      <NewSubscriptionForm
        programs={programs.status === 'ready' ? programs.data : null}
        programsFailure={
          programs.status === 'failed'
            ? (programs.message ?? t('therapistPremium.subscription.programsFailed'))
            : null
        }
        estimateEndDate={(days) =>
          fetchEstimatedEndDate(days, userId).then((answer) => answer.end_date)
        }
        onEstimateFailed={() => setFailure(t('therapistPremium.toasts.endDateFailed'))}
        onSubmit={create}
        texts={{
          program: t('therapistPremium.subscription.program'),
          choose: t('therapistPremium.choose'),
          programRequired: t('therapistPremium.subscription.programRequired'),
          noPrograms: t('therapistPremium.subscription.noPrograms'),
          programModules: (names) => t('therapistPremium.subscription.programModules', { names }),
          startDate: t('therapistPremium.subscription.startDate'),
          estimatedEndDate: t('therapistPremium.subscription.estimatedEndDate'),
          openAll: t('therapistPremium.subscription.openAll'),
          create: t('therapistPremium.subscription.create'),
          loading: t('common.loading'),
        }}
      />
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
