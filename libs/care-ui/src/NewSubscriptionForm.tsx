import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type ApiSchemas } from '@sinnro/web-session';
import { type FormEvent, useEffect, useRef, useState } from 'react';

/**
 * A program the subscription can start with: a row of GET /api/programs/{lang} with the fields
 * id, name, modules and duration (the days that give the estimated end date).
 */
export interface NewSubscriptionProgram {
  id?: number;
  name?: string;
  duration?: number;
  modules?: readonly { name: string }[];
}

/** What the form gives: the body of POST /api/users/{id}/program-subscriptions but the model. */
export type NewSubscriptionValues = Required<
  Pick<ApiSchemas['CreateSubscriptionDto'], 'program_ids' | 'start_date' | 'open_all_modules'>
> &
  Pick<ApiSchemas['CreateSubscriptionDto'], 'end_date'>;

/** The form's texts, in the app's translation. */
export interface NewSubscriptionFormTexts {
  program: string;
  /** The empty choice of the program picker. */
  choose: string;
  programRequired: string;
  /** Said when the subscription model has no treatment program to start with. */
  noPrograms: string;
  /** The chosen program's modules, their names joined by commas. */
  programModules: (names: string) => string;
  startDate: string;
  estimatedEndDate: string;
  openAll: string;
  create: string;
  /** Shown while the programs load. */
  loading: string;
}

/** Today in UTC, as YYYY-MM-DD. */
function today(): string {
  return new Date().toISOString().slice(0, 10);
}

/**
 * A new program subscription: the program (required; its modules listed), the start date, the
 * estimated end date (from the chosen program's duration, and changeable) and whether every
 * module opens at once. The app makes the calls: estimateEndDate answers the end date for a
 * duration in days (onEstimateFailed when it fails); onSubmit creates the subscription and tells
 * the outcome itself (toasts, redirect) and should not reject. The button waits for onSubmit.
 */
export function NewSubscriptionForm({
  programs,
  programsFailure = null,
  texts,
  estimateEndDate,
  onEstimateFailed,
  onSubmit,
}: {
  /** The model's programs; null while they load. */
  programs: readonly NewSubscriptionProgram[] | null;
  /** Why the programs could not be loaded, shown instead of the loading state. */
  programsFailure?: string | null;
  texts: NewSubscriptionFormTexts;
  estimateEndDate: (durationDays: number) => Promise<string>;
  onEstimateFailed: (failure: unknown) => void;
  onSubmit: (values: NewSubscriptionValues) => Promise<void>;
}) {
  const [programId, setProgramId] = useState('');
  const [startDate, setStartDate] = useState(today);
  const [endDate, setEndDate] = useState('');
  const [openAll, setOpenAll] = useState(false);
  const [programMissing, setProgramMissing] = useState(false);
  const [saving, setSaving] = useState(false);
  // Only the answer for the latest chosen duration sets the end date.
  const estimate = useRef(0);
  // Nor after the form is gone.
  useEffect(() => {
    const latest = estimate;
    return () => {
      latest.current += 1;
    };
  }, []);

  const rows = (programs ?? []).filter((row) => row.id !== undefined);
  const chosen = rows.find((row) => String(row.id) === programId);
  const chosenModules = chosen?.modules ?? [];

  const choose = (value: string) => {
    setProgramId(value);
    setProgramMissing(false);
    const duration = rows.find((row) => String(row.id) === value)?.duration;
    // The program's duration gives the estimated end date; it may be changed. An answer for
    // an earlier duration no longer counts.
    if (duration === chosen?.duration) return;
    estimate.current += 1;
    if (!duration) return;
    const asked = estimate.current;
    estimateEndDate(duration).then(
      (answer) => asked === estimate.current && setEndDate(answer),
      (failure: unknown) => asked === estimate.current && onEstimateFailed(failure),
    );
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (programId === '') {
      setProgramMissing(true);
      return;
    }
    setSaving(true);
    try {
      await onSubmit({
        program_ids: [Number(programId)],
        start_date: startDate,
        ...(endDate === '' ? {} : { end_date: endDate }),
        open_all_modules: openAll,
      });
    } finally {
      setSaving(false);
    }
  };

  return (
    <Paper sx={{ p: { xs: 2, sm: 3 } }}>
      <Stack component="form" noValidate spacing={2} onSubmit={(event) => void submit(event)}>
        {programsFailure !== null && <Alert severity="error">{programsFailure}</Alert>}
        {programs !== null && programs.length === 0 && programsFailure === null && (
          <Alert severity="info">{texts.noPrograms}</Alert>
        )}
        {programs === null && programsFailure === null && (
          <Stack role="status" direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <CircularProgress size={20} aria-hidden />
            <Typography color="text.secondary">{texts.loading}</Typography>
          </Stack>
        )}
        <TextField
          select
          name="program"
          label={texts.program}
          value={programId}
          onChange={(event) => choose(event.target.value)}
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
          error={programMissing}
          helperText={programMissing ? texts.programRequired : undefined}
          required
          fullWidth
        >
          <option value="">{texts.choose}</option>
          {rows.map((row) => (
            <option key={row.id} value={row.id}>
              {row.name}
            </option>
          ))}
        </TextField>
        {chosenModules.length > 0 && (
          <Typography variant="body2" color="text.secondary">
            {texts.programModules(chosenModules.map((item) => item.name).join(', '))}
          </Typography>
        )}
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <TextField
            type="date"
            name="start_date"
            label={texts.startDate}
            value={startDate}
            onChange={(event) => setStartDate(event.target.value)}
            slotProps={{ inputLabel: { shrink: true } }}
            fullWidth
          />
          <TextField
            type="date"
            name="end_date"
            label={texts.estimatedEndDate}
            value={endDate}
            onChange={(event) => setEndDate(event.target.value)}
            slotProps={{ inputLabel: { shrink: true } }}
            fullWidth
          />
        </Stack>
        <FormControlLabel
          control={
            <Switch checked={openAll} onChange={(event) => setOpenAll(event.target.checked)} />
          }
          label={texts.openAll}
        />
        <div>
          <Button type="submit" variant="contained" disabled={saving}>
            {texts.create}
          </Button>
        </div>
      </Stack>
    </Paper>
  );
}
