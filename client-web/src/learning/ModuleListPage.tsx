import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState } from '../client/EmptyState';
import { CLIENT_PATHS } from '../client/menu-rules';
import { SELF_STUDY, THERAPIST_ASSISTED } from '../client/program-subscriptions';
import { type ClientSubscription, fetchPrograms } from './learning-api';
import { Loading, LoadFailed } from './LoadFailed';
import { groupModules, holdsModel, type ListedModule, MODULE_STATES } from './module-states';
import { ProgressBar } from './ProgressBar';
import { useLoad } from './use-load';

export function modulePath(listed: { moduleId: number; subscriptionModelUuid: string }): string {
  return `/client/module/${listed.moduleId}/${listed.subscriptionModelUuid}`;
}

function ModuleCard({ listed }: { listed: ListedModule }) {
  const { t } = useTranslation();
  const { module, subscription, state } = listed;
  return (
    <Card variant="outlined">
      <CardActionArea
        component={Link}
        to={modulePath({
          moduleId: module.id,
          subscriptionModelUuid: subscription.subscription_model_uuid,
        })}
        aria-label={t('learning.list.open', { name: module.name })}
      >
        <CardContent>
          <Stack spacing={1}>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
              <Typography variant="h6" component="h3">
                {module.name}
              </Typography>
              {module.type === 'assessment' && (
                <Chip size="small" label={t('learning.assessment')} />
              )}
              {state === 'upcoming' && (
                <Chip size="small" variant="outlined" label={t('learning.locked')} />
              )}
              {module.is_open && module.opens_at && (
                <Chip
                  size="small"
                  variant="outlined"
                  label={t('learning.module.opensOn', { date: module.opens_at })}
                />
              )}
            </Stack>
            {module.description && (
              <Typography color="text.secondary">{module.description}</Typography>
            )}
            <ProgressBar
              value={module.progress}
              label={t('learning.progressOf', { name: module.name })}
            />
          </Stack>
        </CardContent>
      </CardActionArea>
    </Card>
  );
}

function ModuleGroupsView({
  subscriptions,
  model: name,
}: {
  subscriptions: readonly ClientSubscription[];
  model: string;
}) {
  const { t } = useTranslation();
  if (!holdsModel(subscriptions, name)) {
    return (
      <EmptyState
        text={t('learning.list.noSubscription')}
        links={[{ label: t('learning.list.writeToTherapist'), to: CLIENT_PATHS.messages }]}
      />
    );
  }
  const programs = subscriptions
    .filter((subscription) => subscription.subscription_model_name === name)
    .flatMap((subscription) => subscription.programs.map((program) => program.name));
  const groups = groupModules(subscriptions, name);
  const shown = MODULE_STATES.filter((key) => groups[key].length > 0);
  return (
    <Stack spacing={3}>
      {programs.length > 0 && (
        <Box>
          <Typography variant="overline" color="text.secondary">
            {t('learning.list.programs')}
          </Typography>
          <Typography variant="h5" component="p">
            {programs.join(', ')}
          </Typography>
        </Box>
      )}
      {shown.length === 0 && (
        <EmptyState
          text={t('learning.list.noModules')}
          links={[{ label: t('learning.list.writeToTherapist'), to: CLIENT_PATHS.messages }]}
        />
      )}
      {shown.map((key) => (
        <Box component="section" key={key} aria-labelledby={`modules-${key}`}>
          <Typography id={`modules-${key}`} variant="h6" component="h2" sx={{ mb: 1 }}>
            {t(`learning.states.${key}`)} ({groups[key].length})
          </Typography>
          <Stack component="ul" spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }}>
            {groups[key].map((listed) => (
              <li key={`${listed.subscription.uuid}-${listed.module.id}`}>
                <ModuleCard listed={listed} />
              </li>
            ))}
          </Stack>
        </Box>
      ))}
    </Stack>
  );
}

/** A subscription model's modules (treatment or self help), grouped by their listing state. */
function ModuleListPage({ model, title }: { model: string; title: string }) {
  const { state, reload } = useLoad(fetchPrograms, []);
  return (
    <Stack spacing={3}>
      <Typography variant="h4" component="h1">
        {title}
      </Typography>
      {state.status === 'loading' && <Loading />}
      {state.status === 'failed' && <LoadFailed message={state.message} onRetry={reload} />}
      {state.status === 'ready' && <ModuleGroupsView subscriptions={state.data} model={model} />}
    </Stack>
  );
}

/** /client/treatment: the Therapist assisted subscription's modules. */
export function TreatmentPage() {
  const { t } = useTranslation();
  return <ModuleListPage model={THERAPIST_ASSISTED} title={t('learning.list.treatmentTitle')} />;
}

/** /client/self-help: the Self study subscription's modules. */
export function SelfHelpPage() {
  const { t } = useTranslation();
  return <ModuleListPage model={SELF_STUDY} title={t('learning.list.selfHelpTitle')} />;
}
