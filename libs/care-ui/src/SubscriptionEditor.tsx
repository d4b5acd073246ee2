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
import { type ApiSchemas } from '@sinnro/web-session';
import { useEffect, useState } from 'react';
import {
  DIALOG_WIDTH,
  type EndReason,
  type EndTreatmentChoice,
  EndTreatmentDialog,
  type EndTreatmentTexts,
} from './EndTreatmentDialog';

/** A user's subscription of a subscription model, with its programs and modules. */
export type ProgramSubscription = ApiSchemas['ProgramSubscriptionView'];
export type SubscriptionModule = ProgramSubscription['modules'][number];
/** A treatment program of the subscription's model (GET /api/programs/{lang}). */
export type ProgramRow = ApiSchemas['ProgramListAnswer']['data'][number];
/** A module that can be added (GET /api/programs/options/modules/{lang}?published=true). */
export type ModuleOption = ApiSchemas['ModuleOptionView'];

/** Buttons and labels beside a field keep their text on one line; the field takes the rest. */
const KEEP_ON_ONE_LINE = { flexShrink: 0, whiteSpace: 'nowrap' } as const;

/** The module ids with one moved a step up (-1) or down (+1). */
export function movedOrder(modules: readonly { id: number }[], id: number, step: -1 | 1) {
  const order = modules.map((item) => item.id);
  const from = order.indexOf(id);
  const to = from + step;
  if (from < 0 || to < 0 || to >= order.length) return order;
  [order[from], order[to]] = [order[to] ?? id, id];
  return order;
}

/**
 * The calls the editor makes, bound by the app to the user, the subscription and the language.
 * Each change answers the whole subscription. Give the same object while those stay the same
 * (useMemo): the editor loads its lists again when it changes.
 */
export interface SubscriptionEditorApi {
  programs: (subscriptionModelUuid: string) => Promise<ProgramRow[]>;
  moduleOptions: () => Promise<ModuleOption[]>;
  endReasons: () => Promise<EndReason[]>;
  setModuleOpen: (moduleId: number, isOpen: boolean) => Promise<ProgramSubscription>;
  /** The module ids in their new order. */
  reorder: (moduleIds: number[]) => Promise<ProgramSubscription>;
  removeModule: (moduleId: number) => Promise<ProgramSubscription>;
  addProgram: (programId: number) => Promise<ProgramSubscription>;
  addModules: (moduleIds: number[], isOpen: boolean) => Promise<ProgramSubscription>;
  setEndDate: (endDate: string) => Promise<ProgramSubscription>;
  cancel: () => Promise<ProgramSubscription>;
  endTreatment: (choice: EndTreatmentChoice) => Promise<ProgramSubscription>;
}

/** The editor's texts, in the app's translation. */
export interface SubscriptionEditorTexts {
  /** The heading of the subscription's state. */
  stateTitle: string;
  status: (displayStatus: ProgramSubscription['display_status']) => string;
  period: (start: string, end: string) => string;
  /** An ended treatment and its reason. */
  ended: (reason: string) => string;
  endDate: string;
  saveEndDate: string;
  modulesTitle: string;
  programs: (names: string) => string;
  noModules: string;
  progress: (percent: number) => string;
  open: string;
  locked: string;
  lock: string;
  unlock: string;
  lockNamed: (name: string) => string;
  unlockNamed: (name: string) => string;
  up: (name: string) => string;
  down: (name: string) => string;
  remove: string;
  removeNamed: (name: string) => string;
  /** The empty choice of the program and module pickers. */
  choose: string;
  addProgram: string;
  addProgramButton: string;
  addModule: string;
  addOpen: string;
  addModuleButton: string;
  cancel: string;
  cancelTitle: string;
  cancelText: string;
  cancelConfirm: string;
  /** Closes a dialog without changing anything. */
  close: string;
  /** Told after a change of the modules; none when absent. */
  updated?: string;
  /** Told after the end date is saved, the subscription cancelled or the treatment ended. */
  saved: string;
  updateFailed: string;
  cancelFailed: string;
  end: EndTreatmentTexts;
}

/**
 * A user's program subscription: end date, programs, the modules (open or lock, move, remove,
 * add open or closed), cancelling and ending the treatment with a reason (in two steps). Every
 * change answers the whole subscription, which the app shows instead (onChanged). The app shows
 * the toasts: onSaved with the text to tell, onFailed with the screen's text and the failure.
 */
export function SubscriptionEditor({
  subscription,
  api,
  texts,
  onChanged,
  onSaved,
  onFailed,
  headingVariant = 'h5',
}: {
  subscription: ProgramSubscription;
  api: SubscriptionEditorApi;
  texts: SubscriptionEditorTexts;
  onChanged: (subscription: ProgramSubscription) => void;
  onSaved: (text: string) => void;
  onFailed: (text: string, failure: unknown) => void;
  headingVariant?: 'h5' | 'h6';
}) {
  const [busy, setBusy] = useState(false);
  const [endDate, setEndDate] = useState(subscription.end_date ?? '');
  const [ending, setEnding] = useState(false);
  const [cancelling, setCancelling] = useState(false);
  const [programs, setPrograms] = useState<ProgramRow[]>([]);
  const [moduleOptions, setModuleOptions] = useState<ModuleOption[]>([]);
  const [reasons, setReasons] = useState<EndReason[] | 'failed' | null>(null);
  const [reasonsAttempt, setReasonsAttempt] = useState(0);
  const [programChoice, setProgramChoice] = useState('');
  const [moduleChoice, setModuleChoice] = useState('');
  const [addOpen, setAddOpen] = useState(false);
  const modelUuid = subscription.subscription_model_uuid;
  const changeable = subscription.status === 'active';
  const endable = subscription.status === 'active' || subscription.status === 'expired';

  useEffect(() => setEndDate(subscription.end_date ?? ''), [subscription.end_date]);

  useEffect(() => {
    let active = true;
    api.programs(modelUuid).then(
      (rows) => active && setPrograms(rows),
      () => active && setPrograms([]),
    );
    api.moduleOptions().then(
      // Only a published module may be given to a client (the server refuses a draft).
      (rows) =>
        active && setModuleOptions(rows.filter((row) => row.type === 'module' && row.is_published)),
      () => active && setModuleOptions([]),
    );
    return () => {
      active = false;
    };
  }, [api, modelUuid]);

  // Loaded once for both the dialog and an ended treatment's reason; again when the dialog
  // opens after they failed.
  useEffect(() => {
    let active = true;
    api.endReasons().then(
      (list) => active && setReasons(list),
      () => active && setReasons('failed'),
    );
    return () => {
      active = false;
    };
  }, [api, reasonsAttempt]);

  const openEnding = () => {
    if (reasons === 'failed') {
      setReasons(null);
      setReasonsAttempt((attempt) => attempt + 1);
    }
    setEnding(true);
  };

  // An ended subscription names its reason by the attribute's value: shown by its label.
  const reasonLabel = (value: string | null): string =>
    (Array.isArray(reasons) ? reasons : []).find(
      (item) => item.value === value || String(item.id) === value,
    )?.name ??
    value ??
    '–';

  const run = async (
    action: () => Promise<ProgramSubscription>,
    failed: string,
    done: string | undefined = texts.updated,
  ): Promise<boolean> => {
    setBusy(true);
    try {
      onChanged(await action());
      if (done !== undefined) onSaved(done);
      return true;
    } catch (failure) {
      onFailed(failed, failure);
      return false;
    } finally {
      setBusy(false);
    }
  };

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
          {texts.progress(item.progress)}
        </Typography>
      </Stack>
      <Chip
        size="small"
        color={item.is_open ? 'success' : 'default'}
        label={item.is_open ? texts.open : texts.locked}
      />
      {changeable && (
        <>
          <Button
            size="small"
            variant="outlined"
            disabled={busy}
            aria-label={item.is_open ? texts.lockNamed(item.name) : texts.unlockNamed(item.name)}
            onClick={() =>
              void run(() => api.setModuleOpen(item.id, !item.is_open), texts.updateFailed)
            }
          >
            {item.is_open ? texts.lock : texts.unlock}
          </Button>
          <IconButton
            disabled={busy || index === 0}
            aria-label={texts.up(item.name)}
            onClick={() =>
              void run(() => api.reorder(movedOrder(modules, item.id, -1)), texts.updateFailed)
            }
          >
            <ArrowUpwardIcon />
          </IconButton>
          <IconButton
            disabled={busy || index === modules.length - 1}
            aria-label={texts.down(item.name)}
            onClick={() =>
              void run(() => api.reorder(movedOrder(modules, item.id, 1)), texts.updateFailed)
            }
          >
            <ArrowDownwardIcon />
          </IconButton>
          <Button
            size="small"
            color="error"
            disabled={busy}
            aria-label={texts.removeNamed(item.name)}
            onClick={() => void run(() => api.removeModule(item.id), texts.updateFailed)}
          >
            {texts.remove}
          </Button>
        </>
      )}
    </ListItem>
  );

  return (
    <Stack spacing={3}>
      <Paper component="section" aria-labelledby="subscription-state" sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography id="subscription-state" variant={headingVariant} component="h2" gutterBottom>
          {texts.stateTitle}
        </Typography>
        <Stack spacing={1}>
          <Typography>{texts.status(subscription.display_status)}</Typography>
          <Typography>
            {texts.period(subscription.start_date ?? '–', subscription.end_date ?? '–')}
          </Typography>
          {subscription.status === 'ended' && (
            <Alert severity="info">
              {texts.ended(reasonLabel(subscription.end_reason))}
              {subscription.end_comment ? ` ${subscription.end_comment}` : ''}
            </Alert>
          )}
        </Stack>
        {endable && (
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mt: 2 }}>
            <TextField
              type="date"
              label={texts.endDate}
              value={endDate}
              onChange={(event) => setEndDate(event.target.value)}
              slotProps={{ inputLabel: { shrink: true } }}
            />
            <Button
              sx={KEEP_ON_ONE_LINE}
              variant="outlined"
              disabled={busy || endDate === '' || endDate === subscription.end_date}
              onClick={() =>
                void run(() => api.setEndDate(endDate), texts.updateFailed, texts.saved)
              }
            >
              {texts.saveEndDate}
            </Button>
          </Stack>
        )}
      </Paper>

      <Paper
        component="section"
        aria-labelledby="subscription-modules"
        sx={{ p: { xs: 2, sm: 3 } }}
      >
        <Typography id="subscription-modules" variant={headingVariant} component="h2" gutterBottom>
          {texts.modulesTitle}
        </Typography>
        {subscription.programs.length > 0 && (
          <Typography color="text.secondary" gutterBottom>
            {texts.programs(subscription.programs.map((item) => item.name).join(', '))}
          </Typography>
        )}
        {modules.length === 0 ? (
          <Typography color="text.secondary">{texts.noModules}</Typography>
        ) : (
          <List aria-labelledby="subscription-modules">{modules.map(moduleRow)}</List>
        )}
        {changeable && (
          <Stack spacing={2} sx={{ mt: 2 }}>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <TextField
                select
                label={texts.addProgram}
                value={programChoice}
                onChange={(event) => setProgramChoice(event.target.value)}
                slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
                sx={{ minWidth: 240 }}
              >
                <option value="">{texts.choose}</option>
                {programs
                  .filter((row) => row.id !== undefined && !heldPrograms.has(row.id))
                  .map((row) => (
                    <option key={row.id} value={row.id}>
                      {row.name}
                    </option>
                  ))}
              </TextField>
              <Button
                sx={KEEP_ON_ONE_LINE}
                variant="outlined"
                disabled={busy || programChoice === ''}
                onClick={() =>
                  void run(() => api.addProgram(Number(programChoice)), texts.updateFailed).then(
                    (ok) => ok && setProgramChoice(''),
                  )
                }
              >
                {texts.addProgramButton}
              </Button>
            </Stack>
            <Stack
              direction={{ xs: 'column', sm: 'row' }}
              spacing={2}
              sx={{ alignItems: { sm: 'center' } }}
            >
              <TextField
                select
                label={texts.addModule}
                value={moduleChoice}
                onChange={(event) => setModuleChoice(event.target.value)}
                slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
                sx={{ minWidth: 240 }}
              >
                <option value="">{texts.choose}</option>
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
                label={texts.addOpen}
                sx={KEEP_ON_ONE_LINE}
              />
              <Button
                sx={KEEP_ON_ONE_LINE}
                variant="outlined"
                disabled={busy || moduleChoice === ''}
                onClick={() =>
                  void run(
                    () => api.addModules([Number(moduleChoice)], addOpen),
                    texts.updateFailed,
                  ).then((ok) => ok && setModuleChoice(''))
                }
              >
                {texts.addModuleButton}
              </Button>
            </Stack>
          </Stack>
        )}
      </Paper>

      {(changeable || endable) && (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          {changeable && (
            <Button variant="outlined" color="error" onClick={() => setCancelling(true)}>
              {texts.cancel}
            </Button>
          )}
          {endable && (
            <Button variant="contained" color="error" onClick={openEnding}>
              {texts.end.button}
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
        <DialogTitle id="cancel-subscription-title">{texts.cancelTitle}</DialogTitle>
        <DialogContent>
          <Typography>{texts.cancelText}</Typography>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setCancelling(false)}>{texts.close}</Button>
          <Button
            color="error"
            variant="contained"
            disabled={busy}
            onClick={() =>
              void run(() => api.cancel(), texts.cancelFailed, texts.saved).then(() =>
                setCancelling(false),
              )
            }
          >
            {texts.cancelConfirm}
          </Button>
        </DialogActions>
      </Dialog>

      <EndTreatmentDialog
        open={ending}
        reasons={reasons}
        texts={texts.end}
        onClose={() => setEnding(false)}
        onConfirm={async (choice) => {
          const ok = await run(() => api.endTreatment(choice), texts.updateFailed, texts.saved);
          if (ok) setEnding(false);
        }}
      />
    </Stack>
  );
}
