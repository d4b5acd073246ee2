import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import { ErrorToast } from '../layout/ErrorToast';
import { ModuleReports } from '../reports/ModuleReports';
import { fetchModule, type LearningModule, startNewInstance } from './learning-api';
import { Loading, LoadFailed } from './LoadFailed';
import { PagePlayer } from './PagePlayer';
import { ProgressBar } from './ProgressBar';
import { failureMessage, useLoad } from './use-load';

/** The query parameter that keeps the page player open across a reload. */
const PLAY = 'play';

/**
 * What the module's main button does: start, continue, start anew, or nothing (locked, done, the
 * next round opens on a day, or closed). A new round, or the first one, is offered only when the
 * server says it would start one (`new_round_allowed`), so no offered action answers 409. Done is
 * the server's status `completed` (its progress rule: 100 %), so "done" never shows beside less.
 */
export function moduleAction(
  module: Pick<
    LearningModule,
    'is_open' | 'instances' | 'new_round_allowed' | 'opens_at' | 'status'
  >,
): 'start' | 'continue' | 'new-instance' | 'done' | 'opens' | 'locked' | 'closed' {
  const newest = module.instances.find((instance) => instance.active) ?? module.instances[0];
  if (!module.is_open) return 'locked';
  if (module.status === 'completed') {
    if (module.new_round_allowed) return 'new-instance';
    return module.opens_at ? 'opens' : 'done';
  }
  if (newest) return 'continue';
  return module.new_round_allowed ? 'start' : 'closed';
}

function Instances({ module }: { module: LearningModule }) {
  const { t } = useTranslation();
  if (module.instances.length === 0) return null;
  return (
    <Paper variant="outlined" component="section" aria-labelledby="module-instances">
      <Typography id="module-instances" variant="h6" component="h2" sx={{ px: 2, pt: 2 }}>
        {t('learning.module.instances')}
      </Typography>
      <List>
        {module.instances.map((instance) => (
          <ListItem key={instance.module_instance_id}>
            <ListItemText
              primary={t('learning.module.instance', { num: instance.num })}
              secondary={[
                t('learning.module.started', { date: instance.start_date }),
                instance.completed_at
                  ? t('learning.module.completedOn', { date: instance.completed_at.slice(0, 10) })
                  : t('learning.module.inProgress', { percent: instance.progress }),
              ].join(' · ')}
            />
          </ListItem>
        ))}
      </List>
    </Paper>
  );
}

/**
 * /client/module/{id}/{subscription_model_uuid}: a module of the client's subscription, its
 * instances and the page player (start, continue, or a new instance when the module repeats).
 */
export function ModulePage() {
  const { t } = useTranslation();
  const params = useParams();
  const subscription = params.subscription_model_uuid ?? '';
  const moduleId = Number(params.id);
  const [search, setSearch] = useSearchParams();
  const playing = search.has(PLAY);
  const [toast, setToast] = useState<string | null>(null);
  const { state, reload } = useLoad(
    () => fetchModule(subscription, moduleId),
    [subscription, moduleId],
  );

  const play = () => setSearch({ [PLAY]: '1' });
  const close = () => {
    setSearch({});
    reload();
  };
  const startAnew = async () => {
    try {
      await startNewInstance(subscription, moduleId);
      play();
    } catch (error) {
      setToast(failureMessage(error) ?? t('errors.network'));
    }
  };

  if (!Number.isSafeInteger(moduleId) || moduleId <= 0) {
    return <Alert severity="error">{t('learning.module.notFound')}</Alert>;
  }
  return (
    <Stack spacing={3}>
      {state.status === 'loading' && <Loading />}
      {state.status === 'failed' && <LoadFailed message={state.message} onRetry={reload} />}
      {state.status === 'ready' && (
        <>
          <Stack spacing={1}>
            <Typography variant="h4" component="h1">
              {state.data.name}
            </Typography>
            {state.data.description && (
              <Typography color="text.secondary">{state.data.description}</Typography>
            )}
          </Stack>
          {playing ? (
            <PagePlayer
              subscription={subscription}
              moduleId={moduleId}
              onClose={close}
              reportExpected={state.data.type === 'assessment'}
            />
          ) : (
            <ModuleOverview
              module={state.data}
              onPlay={play}
              onStartAnew={() => void startAnew()}
            />
          )}
        </>
      )}
      <ErrorToast message={toast} onClose={() => setToast(null)} />
    </Stack>
  );
}

function ModuleOverview({
  module,
  onPlay,
  onStartAnew,
}: {
  module: LearningModule;
  onPlay: () => void;
  onStartAnew: () => void;
}) {
  const { t } = useTranslation();
  const action = moduleAction(module);
  return (
    <Stack spacing={3}>
      <ProgressBar
        value={module.progress}
        label={t('learning.progressOf', { name: module.name })}
      />
      <Typography color="text.secondary">
        {t('learning.module.pageCount', { pages: module.page_count })}
      </Typography>
      {action === 'locked' && (
        <Alert severity="info">
          <AlertTitle>{t('learning.module.lockedState')}</AlertTitle>
          {t('learning.module.locked')}
        </Alert>
      )}
      {action === 'opens' && (
        <Alert severity="info">
          <AlertTitle>{t('learning.module.opensOn', { date: module.opens_at })}</AlertTitle>
          {t('learning.module.nextRound')}
        </Alert>
      )}
      {action === 'closed' && <Alert severity="info">{t('learning.module.closed')}</Alert>}
      {(action === 'done' || action === 'new-instance') && (
        <Alert severity="success">{t('learning.module.done')}</Alert>
      )}
      <Stack direction="row" spacing={1.5}>
        {action === 'start' && (
          <Button variant="contained" onClick={onPlay}>
            {t('learning.module.start')}
          </Button>
        )}
        {action === 'continue' && (
          <Button variant="contained" onClick={onPlay}>
            {t('learning.module.continue')}
          </Button>
        )}
        {action === 'new-instance' && (
          <Button variant="contained" onClick={onStartAnew}>
            {t('learning.module.newInstance')}
          </Button>
        )}
      </Stack>
      <Instances module={module} />
      <ModuleReports moduleId={module.id} />
    </Stack>
  );
}
