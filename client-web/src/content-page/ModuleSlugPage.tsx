import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Navigate, useParams } from 'react-router';
import { EmptyState } from '../client/EmptyState';
import { CLIENT_PATHS } from '../client/menu-rules';
import { fetchPrograms } from '../learning/learning-api';
import { Loading, LoadFailed } from '../learning/LoadFailed';
import { useLoad } from '../learning/use-load';
import { findPageTarget } from './page-slug';

/**
 * /client/module/{slug}: a module of the client's programs named by its id or by its name as a
 * slug (/client/module/ma-battre). It opens the module's own page,
 * /client/module/{id}/{subscription_model_uuid}, in place of this address (an active subscription
 * wins when several hold the module); a module the client does not hold says so and leads to
 * their programs.
 */
export function ModuleSlugPage() {
  const { t } = useTranslation();
  const { slug = '' } = useParams();
  const { state, reload } = useLoad(() => fetchPrograms(), []);
  if (state.status === 'loading') return <Loading />;
  if (state.status === 'failed') return <LoadFailed message={state.message} onRetry={reload} />;
  const target = findPageTarget(state.data, slug);
  if (target !== null) {
    const path = `/client/module/${target.module.id}/${target.subscription.subscription_model_uuid}`;
    return <Navigate to={path} replace />;
  }
  return (
    <Stack spacing={2}>
      <Typography variant="h4" component="h1">
        {t('contentPage.moduleNotFoundTitle')}
      </Typography>
      <EmptyState
        text={t('contentPage.moduleNotFound')}
        links={[
          { label: t('contentPage.toPrograms'), to: CLIENT_PATHS.treatment },
          { label: t('dashboard.writeToTherapist'), to: CLIENT_PATHS.messages },
        ]}
      />
    </Stack>
  );
}
