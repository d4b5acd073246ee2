import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import {
  Alert,
  Button,
  Chip,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  IconButton,
  List,
  ListItem,
  Paper,
  Stack,
  Switch,
  TextField,
  Typography,
} from '@mui/material';
import { useEffect, useState } from 'react';
import { Confirm, useLocaleState, useNotify, useTranslate } from 'react-admin';
import { failureText } from '../users/console-api';
import {
  type EndReason,
  fetchEndReasons,
  fetchModuleOptions,
  fetchPrograms,
  type ModuleOption,
  movedOrder,
  type ProgramRow,
  type ProgramSubscription,
  type SubscriptionModule,
  subscriptionChanges,
} from './subscription-api';

/** Every dialog of the console is 500 px wide (administration specification, section 9). */
const DIALOG_WIDTH = 500;

interface EditorProps {
  userId: number;
  subscription: ProgramSubscription;
  onChanged: (subscription: ProgramSubscription) => void;
}

/** Ending a treatment: a reason (required), an optional comment; it cannot be undone. */
const EndTreatmentDialog = ({
  open,
  reasons,
  busy,
  onClose,
  onConfirm,
}: {
  open: boolean;
  reasons: EndReason[];
  busy: boolean;
  onClose: () => void;
  onConfirm: (reason: number, comment: string) => void;
}) => {
  const translate = useTranslate();
  const [reason, setReason] = useState('');
  const [comment, setComment] = useState('');
  const [missing, setMissing] = useState(false);
  return (
    <Dialog
      open={open}
      onClose={onClose}
      aria-labelledby="end-treatment-title"
      slotProps={{ paper: { sx: { width: DIALOG_WIDTH, maxWidth: '100%' } } }}
    >
      <DialogTitle id="end-treatment-title">{translate('app.subscriptions.end.title')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <Alert severity="warning">{translate('app.subscriptions.end.irreversible')}</Alert>
          <TextField
            select
            label={translate('app.subscriptions.end.reason')}
            value={reason}
            onChange={(event) => {
              setReason(event.target.value);
              setMissing(false);
            }}
            slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
            error={missing}
            helperText={missing ? translate('app.subscriptions.end.reason_required') : undefined}
            required
          >
            <option value="">{translate('app.subscriptions.choose')}</option>
            {reasons.map((item) => (
              <option key={item.id} value={item.id}>
                {item.name}
              </option>
            ))}
          </TextField>
          <TextField
            label={translate('app.subscriptions.end.comment')}
            value={comment}
            onChange={(event) => setComment(event.target.value)}
            multiline
            minRows={2}
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
        <Button
          color="error"
          variant="contained"
          disabled={busy}
          onClick={() => {
            if (reason === '') setMissing(true);
            else onConfirm(Number(reason), comment.trim());
          }}
        >
          {translate('app.subscriptions.end.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
};

/**
 * A user's program subscription: end date, programs, the modules (open or lock, move, remove,
 * add open or closed), cancelling and ending the treatment with a reason. Every change answers the
 * whole subscription, which replaces the one shown.
 */
export const SubscriptionEditor = ({ userId, subscription, onChanged }: EditorProps) => {
  const translate = useTranslate();
  const notify = useNotify();
  const [locale] = useLocaleState();
  const [busy, setBusy] = useState(false);
  const [endDate, setEndDate] = useState(subscription.end_date ?? '');
  const [ending, setEnding] = useState(false);
  const [cancelling, setCancelling] = useState(false);
  const [programs, setPrograms] = useState<ProgramRow[]>([]);
  const [moduleOptions, setModuleOptions] = useState<ModuleOption[]>([]);
  const [reasons, setReasons] = useState<EndReason[]>([]);
  const [programChoice, setProgramChoice] = useState('');
  const [moduleChoice, setModuleChoice] = useState('');
  const [addOpen, setAddOpen] = useState(false);
  const changes = subscriptionChanges(userId, subscription.uuid, locale);
  const changeable = subscription.status === 'active';
  const endable = subscription.status === 'active' || subscription.status === 'expired';

  useEffect(() => setEndDate(subscription.end_date ?? ''), [subscription.end_date]);

  useEffect(() => {
    let active = true;
    fetchPrograms(subscription.subscription_model_uuid, locale).then(
      (rows) => active && setPrograms(rows),
      () => active && setPrograms([]),
    );
    fetchModuleOptions(locale).then(
      (rows) => active && setModuleOptions(rows.filter((row) => row.type === 'module')),
      () => active && setModuleOptions([]),
    );
    fetchEndReasons(locale).then(
      (rows) => active && setReasons(rows),
      () => active && setReasons([]),
    );
    return () => {
      active = false;
    };
  }, [subscription.subscription_model_uuid, locale]);

  const reasonLabel = (value: string | null): string =>
    reasons.find((item) => item.value === value || String(item.id) === value)?.name ?? value ?? '–';

  const run = async (
    action: () => Promise<ProgramSubscription>,
    failed: string,
    done = 'app.subscriptions.toasts.updated',
  ): Promise<boolean> => {
    setBusy(true);
    try {
      onChanged(await action());
      notify(done, { type: 'success' });
      return true;
    } catch (error) {
      notify(`${translate(failed)}: ${translate(failureText(error, 'app.users.errors.network'))}`, {
        type: 'error',
      });
      return false;
    } finally {
      setBusy(false);
    }
  };

  const updateFailed = 'app.subscriptions.toasts.update_failed';
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
          {translate('app.subscriptions.progress', { value: item.progress })}
        </Typography>
      </Stack>
      <Chip
        size="small"
        color={item.is_open ? 'success' : 'default'}
        label={translate(item.is_open ? 'app.subscriptions.open' : 'app.subscriptions.locked')}
      />
      {changeable && (
        <>
          <Button
            size="small"
            variant="outlined"
            disabled={busy}
            aria-label={translate(
              item.is_open ? 'app.subscriptions.lock_named' : 'app.subscriptions.unlock_named',
              { name: item.name },
            )}
            onClick={() => void run(() => changes.setOpen(item.id, !item.is_open), updateFailed)}
          >
            {translate(item.is_open ? 'app.subscriptions.lock' : 'app.subscriptions.unlock')}
          </Button>
          <IconButton
            disabled={busy || index === 0}
            aria-label={translate('app.subscriptions.up', { name: item.name })}
            onClick={() =>
              void run(() => changes.reorder(movedOrder(modules, item.id, -1)), updateFailed)
            }
          >
            <ArrowUpwardIcon />
          </IconButton>
          <IconButton
            disabled={busy || index === modules.length - 1}
            aria-label={translate('app.subscriptions.down', { name: item.name })}
            onClick={() =>
              void run(() => changes.reorder(movedOrder(modules, item.id, 1)), updateFailed)
            }
          >
            <ArrowDownwardIcon />
          </IconButton>
          <Button
            size="small"
            color="error"
            disabled={busy}
            aria-label={translate('app.subscriptions.remove_named', { name: item.name })}
            onClick={() => void run(() => changes.remove(item.id), updateFailed)}
          >
            {translate('app.subscriptions.remove')}
          </Button>
        </>
      )}
    </ListItem>
  );

  return (
    <Stack spacing={3}>
      <Paper component="section" aria-labelledby="subscription-state" sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography id="subscription-state" variant="h6" component="h2" gutterBottom>
          {subscription.subscription_model_name}
        </Typography>
        <Stack spacing={1}>
          <Typography>
            {translate('app.subscriptions.status', {
              status: translate(`app.subscriptions.statuses.${subscription.display_status}`),
            })}
          </Typography>
          <Typography>
            {translate('app.subscriptions.period', {
              start: subscription.start_date ?? '–',
              end: subscription.end_date ?? '–',
            })}
          </Typography>
          {subscription.status === 'ended' && (
            <Alert severity="info">
              {translate('app.subscriptions.ended', {
                reason: reasonLabel(subscription.end_reason),
              })}
              {subscription.end_comment ? ` ${subscription.end_comment}` : ''}
            </Alert>
          )}
        </Stack>
        {endable && (
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mt: 2 }}>
            <TextField
              type="date"
              label={translate('app.subscriptions.end_date')}
              value={endDate}
              onChange={(event) => setEndDate(event.target.value)}
              slotProps={{ inputLabel: { shrink: true } }}
            />
            <Button
              variant="outlined"
              disabled={busy || endDate === '' || endDate === subscription.end_date}
              onClick={() =>
                void run(
                  () => changes.setEndDate(endDate),
                  updateFailed,
                  'app.subscriptions.toasts.saved',
                )
              }
            >
              {translate('app.subscriptions.save_end_date')}
            </Button>
          </Stack>
        )}
      </Paper>

      <Paper
        component="section"
        aria-labelledby="subscription-modules"
        sx={{ p: { xs: 2, sm: 3 } }}
      >
        <Typography id="subscription-modules" variant="h6" component="h2" gutterBottom>
          {translate('app.subscriptions.modules')}
        </Typography>
        {subscription.programs.length > 0 && (
          <Typography color="text.secondary" gutterBottom>
            {translate('app.subscriptions.programs', {
              names: subscription.programs.map((item) => item.name).join(', '),
            })}
          </Typography>
        )}
        {modules.length === 0 ? (
          <Typography color="text.secondary">
            {translate('app.subscriptions.no_modules')}
          </Typography>
        ) : (
          <List aria-labelledby="subscription-modules">{modules.map(moduleRow)}</List>
        )}
        {changeable && (
          <Stack spacing={2} sx={{ mt: 2 }}>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <TextField
                select
                label={translate('app.subscriptions.add_program')}
                value={programChoice}
                onChange={(event) => setProgramChoice(event.target.value)}
                slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
                sx={{ minWidth: 240 }}
              >
                <option value="">{translate('app.subscriptions.choose')}</option>
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
                  void run(() => changes.addProgram(Number(programChoice)), updateFailed).then(
                    (ok) => ok && setProgramChoice(''),
                  )
                }
              >
                {translate('app.subscriptions.add_program_button')}
              </Button>
            </Stack>
            <Stack
              direction={{ xs: 'column', sm: 'row' }}
              spacing={2}
              sx={{ alignItems: { sm: 'center' } }}
            >
              <TextField
                select
                label={translate('app.subscriptions.add_module')}
                value={moduleChoice}
                onChange={(event) => setModuleChoice(event.target.value)}
                slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
                sx={{ minWidth: 240 }}
              >
                <option value="">{translate('app.subscriptions.choose')}</option>
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
                label={translate('app.subscriptions.add_open')}
              />
              <Button
                variant="outlined"
                disabled={busy || moduleChoice === ''}
                onClick={() =>
                  void run(
                    () => changes.addModules([Number(moduleChoice)], addOpen),
                    updateFailed,
                  ).then((ok) => ok && setModuleChoice(''))
                }
              >
                {translate('app.subscriptions.add_module_button')}
              </Button>
            </Stack>
          </Stack>
        )}
      </Paper>

      {(changeable || endable) && (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          {changeable && (
            <Button variant="outlined" color="error" onClick={() => setCancelling(true)}>
              {translate('app.subscriptions.cancel')}
            </Button>
          )}
          {endable && (
            <Button variant="contained" color="error" onClick={() => setEnding(true)}>
              {translate('app.subscriptions.end.button')}
            </Button>
          )}
        </Stack>
      )}

      <Confirm
        isOpen={cancelling}
        loading={busy}
        title="app.subscriptions.cancel_title"
        content="app.subscriptions.cancel_text"
        onConfirm={() =>
          void run(
            () => changes.cancel(),
            'app.subscriptions.toasts.cancel_failed',
            'app.subscriptions.toasts.saved',
          ).then(() => setCancelling(false))
        }
        onClose={() => setCancelling(false)}
        sx={{ '& .MuiDialog-paper': { width: DIALOG_WIDTH } }}
      />
      <EndTreatmentDialog
        open={ending}
        reasons={reasons}
        busy={busy}
        onClose={() => setEnding(false)}
        onConfirm={(reason, comment) =>
          void run(
            () => changes.endTreatment(reason, comment),
            updateFailed,
            'app.subscriptions.toasts.saved',
          ).then((ok) => ok && setEnding(false))
        }
      />
    </Stack>
  );
};
