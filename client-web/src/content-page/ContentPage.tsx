import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate, useParams, useSearchParams } from 'react-router';
import { fetchPrograms } from '../learning/learning-api';
import { Loading, LoadFailed } from '../learning/LoadFailed';
import { PagePlayer } from '../learning/PagePlayer';
import { useLoad } from '../learning/use-load';
import { findPageTarget, type PageTarget } from './page-slug';

function modulePath(target: PageTarget): string {
  return `/client/module/${target.module.id}/${target.subscription.subscription_model_uuid}`;
}

/** The address of a target by ids: /client/page/{module id}?subscription={subscription uuid}. */
export function canonicalPath(target: PageTarget): string {
  return `/client/page/${target.module.id}?subscription=${target.subscription.uuid}`;
}

function NotFound() {
  const { t } = useTranslation();
  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
      <Typography variant="h4" component="h1">
        {t('contentPage.notFoundTitle')}
      </Typography>
      <Alert severity="info">{t('contentPage.notFound')}</Alert>
      <Button component={RouterLink} to="/client/treatment" variant="contained">
        {t('contentPage.toPrograms')}
      </Button>
    </Stack>
  );
}

function Player({ target }: { target: PageTarget }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { module } = target;
  const closed = !module.is_open && module.instances.length === 0;
  return (
    <Stack spacing={3}>
      <Stack spacing={1}>
        <Typography variant="h4" component="h1">
          {module.name}
        </Typography>
        {module.description && <Typography color="text.secondary">{module.description}</Typography>}
      </Stack>
      {closed ? (
        <Alert severity="info">{t('contentPage.locked')}</Alert>
      ) : (
        <PagePlayer
          key={`${target.subscription.uuid}-${module.id}`}
          subscription={target.subscription.uuid}
          moduleId={module.id}
          onClose={() => void navigate(modulePath(target))}
          reportExpected={module.type === 'assessment'}
        />
      )}
    </Stack>
  );
}

/**
 * /client/page/{slug} (the named route client-page): the page player of a module of the client's
 * subscriptions on a page of its own, the module named by its id or by its name as a slug
 * (/client/page/ma-battre); ?subscription= picks the subscription when several hold it. It opens
 * where the client stands; closing goes to the module's overview.
 */
export function ContentPage() {
  const { slug = '' } = useParams();
  const [search] = useSearchParams();
  const preferred = search.get('subscription');
  const navigate = useNavigate();
  const { state, reload } = useLoad(() => fetchPrograms(), []);
  const target = state.status === 'ready' ? findPageTarget(state.data, slug, preferred) : null;
  const canonical = target === null ? null : canonicalPath(target);
  const current = `/client/page/${slug}${preferred === null ? '' : `?subscription=${preferred}`}`;
  // A name slug is the module's name in one language: the address keeps its id and subscription
  // instead, so that it still works after a language switch and always names one subscription.
  useEffect(() => {
    if (canonical !== null && canonical !== current) void navigate(canonical, { replace: true });
  }, [canonical, current, navigate]);
  if (state.status === 'loading') return <Loading />;
  if (state.status === 'failed') return <LoadFailed message={state.message} onRetry={reload} />;
  return target === null ? <NotFound /> : <Player target={target} />;
}
