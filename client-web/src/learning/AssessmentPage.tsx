import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import { Navigate, useParams } from 'react-router';
import { fetchPrograms } from './learning-api';
import { Loading, LoadFailed } from './LoadFailed';
import { modulePath } from './ModuleListPage';
import { useLoad } from './use-load';

/**
 * /assessments/{id}: an assessment is a module of the client's subscription; this opens it on
 * its module page, in the newest subscription that holds it.
 */
export function AssessmentPage() {
  const { t } = useTranslation();
  const id = Number(useParams().id);
  const { state, reload } = useLoad(fetchPrograms, []);
  if (state.status === 'loading') return <Loading />;
  if (state.status === 'failed') return <LoadFailed message={state.message} onRetry={reload} />;
  const subscription = state.data.find((item) => item.modules.some((module) => module.id === id));
  if (!subscription) return <Alert severity="error">{t('learning.module.notFound')}</Alert>;
  return (
    <Navigate
      replace
      to={modulePath({ moduleId: id, subscriptionModelUuid: subscription.subscription_model_uuid })}
    />
  );
}
