import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../api/api-error';
import { ErrorToast, SuccessToast } from '../layout/ErrorToast';
import { DIALOG_WIDTH, EndTreatmentDialog } from './EndTreatmentDialog';
import {
  addModules,
  addProgram,
  cancelSubscription,
  type EndReason,
  endTreatment,
  fetchEndReasons,
  fetchModuleOptions,
  fetchPrograms,
  type ModuleOption,
  type ProgramRow,
  type ProgramSubscription,
  removeModule,
  reorderModules,
  setModuleOpen,
  type SubscriptionModule,
  updateSubscription,
} from './tp-api';

/** The module ids with one moved a step up (-1) or down (+1). */
export function movedOrder(modules: readonly { id: number }[], id: number, step: -1 | 1) {
  const order = modules.map((item) => item.id);
  const from = order.indexOf(id);
  const to = from + step;
  if (from < 0 || to < 0 || to >= order.length) return order;
  [order[from], order[to]] = [order[to] ?? id, id];
  return order;
}

/** The toast text of a failed change: the screen's text and the server's reason. */
function failureText(generic: string, error: unknown): string {
  if (!(error instanceof ApiError)) return generic;
  return `${generic}: ${error.userMessages.join(' ')}`;
}

interface EditorProps {
  userId: number;
  subscription: ProgramSubscription;
  onChanged: (subscription: ProgramSubscription) => void;
}

/**
 * A client's program subscription for their therapist: end date, programs, the modules (lock
 * or open, move, remove, add open or closed), cancelling and ending the treatment. Every change
 * answers the whole subscription, which replaces the one shown.
 */
export function SubscriptionEditor({ userId, subscription, onChanged }: EditorProps) {
  const { t, i18n } = useTranslation();
  const [failure, setFailure] = useState<string | null>(null);
  const [success, setSuccess] = useState(false);
  const [busy, setBusy] = useState(false);
  const [endDate, setEndDate] = useState(subscription.end_date ?? '');
  const [ending, setEnding] = useState(false);
  const [cancelling, setCancelling] = useState(false);
  const [programs, setPrograms] = useState<ProgramRow[]>([]);
  const [moduleOptions, setModuleOptions] = useState<ModuleOption[]>([]);
  const [programChoice, setProgramChoice] = useState('');
  const [moduleChoice, setModuleChoice] = useState('');
  const [addOpen, setAddOpen] = useState(false);
  const uuid = subscription.uuid;
  const changeable = subscription.status === 'active';
  const endable = subscription.status === 'active' || subscription.status === 'expired';

  useEffect(() => setEndDate(subscription.end_date ?? ''), [subscription.end_date]);

  useEffect(() => {
    let active = true;
    fetchPrograms(subscription.subscription_model_uuid).then(
      (rows) => active && setPrograms(rows),
      () => active && setPrograms([]),
    );
    fetchModuleOptions().then(
      (rows) => active && setModuleOptions(rows.filter((row) => row.type === 'module')),
      () => active && setModuleOptions([]),
    );
    return () => {
      active = false;
    };
  }, [subscription.subscription_model_uuid]);

  // An ended subscription names its reason by the attribute's value: shown by its label.
  const [reasons, setReasons] = useState<EndReason[]>([]);
  const ended = subscription.status === 'ended';
  useEffect(() => {
    if (!ended) return;
    let active = true;
    fetchEndReasons().then(
      (list) => active && setReasons(list),
      () => active && setReasons([]),
    );
    return () => {
      active = false;
    };
  }, [ended, i18n.resolvedLanguage]);
  const reasonLabel = (value: string | null): string =>
    reasons.find((item) => item.value === value || String(item.id) === value)?.name ?? value ?? '–';

  const run = async (
    action: () => Promise<ProgramSubscription>,
    failedText: string,
    done = false,
  ): Promise<boolean> => {
    setBusy(true);
    try {
      onChanged(await action());
      if (done) setSuccess(true);
      return true;
    } catch (error) {
      setFailure(failureText(failedText, error));
      return false;
    } finally {
      setBusy(false);
    }
  };

  const updateFailed = t('therapistPremium.toasts.updateSubscriptionFailed');
  const modules = subscription.modules;
  const held = new Set(modules.map((item) => item.id));
  const heldPrograms = new Set(subscription.programs.map((item) => item.id));

  const moduleRow = (item: SubscriptionModule, index: number) => (
    <ListItem
      key={item.id}
      divider
      sx={{ gap: 1, flexWrap: 'wrap', alignItems: 'center' }}
      data-testid="subscription-module"
    >
      <Stack sx={{ flex: '1 1 220px', minWidth: 0 }}>
        <Typography sx={{ fontWeight: 600 }}>{item.name}</Typography>
        <Typography variant="body2" color="text.secondary">
          {t('therapistPremium.modules.progress', { progress: item.progress })}
        </Typography>
      </Stack>
      <Chip
        size="small"
        color={item.is_open ? 'success' : 'default'}
        label={
          item.is_open ? t('therapistPremium.modules.open') : t('therapistPremium.modules.locked')
        }
      />
      {changeable && (
        <>
          <Button
            size="small"
            variant="outlined"
            disabled={busy}
            aria-label={t(
              item.is_open
                ? 'therapistPremium.modules.lockNamed'
                : 'therapistPremium.modules.unlockNamed',
              { name: item.name },
            )}
            onClick={() =>
              void run(() => setModuleOpen(userId, uuid, item.id, !item.is_open), updateFailed)
            }
          >
            {item.is_open
              ? t('therapistPremium.modules.lock')
              : t('therapistPremium.modules.unlock')}
          </Button>
          <IconButton
            disabled={busy || index === 0}
            aria-label={t('therapistPremium.modules.up', { name: item.name })}
            onClick={() =>
              void run(
                () => reorderModules(userId, uuid, movedOrder(modules, item.id, -1)),
                updateFailed,
              )
            }
          >
            <ArrowUpwardIcon />
          </IconButton>
          <IconButton
            disabled={busy || index === modules.length - 1}
            aria-label={t('therapistPremium.modules.down', { name: item.name })}
            onClick={() =>
              void run(
                () => reorderModules(userId, uuid, movedOrder(modules, item.id, 1)),
                updateFailed,
              )
            }
          >
            <ArrowDownwardIcon />
          </IconButton>
          <Button
            size="small"
            color="error"
            disabled={busy}
            aria-label={t('therapistPremium.modules.removeNamed', { name: item.name })}
            onClick={() => void run(() => removeModule(userId, uuid, item.id), updateFailed)}
          >
            {t('therapistPremium.modules.remove')}
          </Button>
        </>
      )}
    </ListItem>
  );

  return (
    <Stack spacing={3}>
      <Paper component="section" aria-labelledby="subscription-state" sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography id="subscription-state" variant="h5" component="h2" gutterBottom>
          {t('therapistPremium.subscription.state')}
        </Typography>
        <Stack spacing={1}>
          <Typography>
            {t('therapistPremium.subscription.status', {
              status: t(`therapistPremium.statuses.${subscription.display_status}`),
            })}
          </Typography>
          <Typography>
            {t('therapistPremium.subscription.period', {
              start: subscription.start_date ?? '–',
              end: subscription.end_date ?? '–',
            })}
          </Typography>
          {subscription.status === 'ended' && (
            <Alert severity="info">
              {t('therapistPremium.subscription.ended', {
                reason: reasonLabel(subscription.end_reason),
              })}
              {subscription.end_comment ? ` ${subscription.end_comment}` : ''}
            </Alert>
          )}
        </Stack>
        {(changeable || subscription.status === 'expired') && (
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mt: 2 }}>
            <TextField
              type="date"
              label={t('therapistPremium.subscription.endDate')}
              value={endDate}
              onChange={(event) => setEndDate(event.target.value)}
              slotProps={{ inputLabel: { shrink: true } }}
            />
            <Button
              variant="outlined"
              disabled={busy || endDate === '' || endDate === subscription.end_date}
              onClick={() =>
                void run(
                  () => updateSubscription(userId, uuid, { end_date: endDate }),
                  updateFailed,
                  true,
                )
              }
            >
              {t('therapistPremium.subscription.saveEndDate')}
            </Button>
          </Stack>
        )}
      </Paper>

      <Paper
        component="section"
        aria-labelledby="subscription-modules"
        sx={{ p: { xs: 2, sm: 3 } }}
      >
        <Typography id="subscription-modules" variant="h5" component="h2" gutterBottom>
          {t('therapistPremium.modules.title')}
        </Typography>
        {subscription.programs.length > 0 && (
          <Typography color="text.secondary" gutterBottom>
            {t('therapistPremium.modules.programs', {
              names: subscription.programs.map((item) => item.name).join(', '),
            })}
          </Typography>
        )}
        {modules.length === 0 ? (
          <Typography color="text.secondary">{t('therapistPremium.modules.empty')}</Typography>
        ) : (
          <List aria-labelledby="subscription-modules">{modules.map(moduleRow)}</List>
        )}
        {changeable && (
          <Stack spacing={2} sx={{ mt: 2 }}>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <TextField
                select
                label={t('therapistPremium.modules.addProgram')}
                value={programChoice}
                onChange={(event) => setProgramChoice(event.target.value)}
                slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
                sx={{ minWidth: 240 }}
              >
                <option value="">{t('therapistPremium.choose')}</option>
                {programs
                  .filter((row) => row.id !== undefined && !heldPrograms.has(row.id))
                  .map((row) => (
                    <option key={row.id} value={row.id}>
                      {row.name}
                    </option>
                  ))}
              </TextField>
              <Button
                variant="outlined"
                disabled={busy || programChoice === ''}
                onClick={() =>
                  void run(
                    () => addProgram(userId, uuid, Number(programChoice)),
                    updateFailed,
                  ).then((ok) => ok && setProgramChoice(''))
                }
              >
                {t('therapistPremium.modules.addProgramButton')}
              </Button>
            </Stack>
            <Stack
              direction={{ xs: 'column', sm: 'row' }}
              spacing={2}
              sx={{ alignItems: { sm: 'center' } }}
            >
              <TextField
                select
                label={t('therapistPremium.modules.addModule')}
                value={moduleChoice}
                onChange={(event) => setModuleChoice(event.target.value)}
                slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
                sx={{ minWidth: 240 }}
              >
                <option value="">{t('therapistPremium.choose')}</option>
                {moduleOptions
                  .filter((row) => !held.has(row.id))
                  .map((row) => (
                    <option key={row.id} value={row.id}>
                      {row.name}
                    </option>
                  ))}
              </TextField>
              <FormControlLabel
                control={
                  <Switch
                    checked={addOpen}
                    onChange={(event) => setAddOpen(event.target.checked)}
                  />
                }
                label={t('therapistPremium.modules.addOpen')}
              />
              <Button
                variant="outlined"
                disabled={busy || moduleChoice === ''}
                onClick={() =>
                  void run(
                    () => addModules(userId, uuid, [Number(moduleChoice)], addOpen),
                    updateFailed,
                  ).then((ok) => ok && setModuleChoice(''))
                }
              >
                {t('therapistPremium.modules.addModuleButton')}
              </Button>
            </Stack>
          </Stack>
        )}
      </Paper>

      {(changeable || endable) && (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          {changeable && (
            <Button variant="outlined" color="error" onClick={() => setCancelling(true)}>
              {t('therapistPremium.subscription.cancel')}
            </Button>
          )}
          {endable && (
            <Button variant="contained" color="error" onClick={() => setEnding(true)}>
              {t('therapistPremium.end.button')}
            </Button>
          )}
        </Stack>
      )}

      <Dialog
        open={cancelling}
        onClose={() => setCancelling(false)}
        aria-labelledby="cancel-subscription-title"
        slotProps={{ paper: { sx: { width: DIALOG_WIDTH, maxWidth: '100%' } } }}
      >
        <DialogTitle id="cancel-subscription-title">
          {t('therapistPremium.subscription.cancelTitle')}
        </DialogTitle>
        <DialogContent>
          <Typography>{t('therapistPremium.subscription.cancelText')}</Typography>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setCancelling(false)}>{t('therapistPremium.cancel')}</Button>
          <Button
            color="error"
            variant="contained"
            disabled={busy}
            onClick={() =>
              void run(
                () => cancelSubscription(userId, uuid),
                t('therapistPremium.toasts.cancelFailed'),
                true,
              ).then(() => setCancelling(false))
            }
          >
            {t('therapistPremium.subscription.cancelConfirm')}
          </Button>
        </DialogActions>
      </Dialog>

      <EndTreatmentDialog
        open={ending}
        onClose={() => setEnding(false)}
        onConfirm={async (choice) => {
          const ok = await run(() => endTreatment(userId, uuid, choice), updateFailed, true);
          if (ok) setEnding(false);
        }}
      />
      <SuccessToast
        message={success ? t('therapistPremium.toasts.success') : null}
        onClose={() => setSuccess(false)}
      />
      <ErrorToast message={failure} onClose={() => setFailure(null)} />
    </Stack>
  );
}
