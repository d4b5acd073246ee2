import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type ReactNode, useId } from 'react';
import { useInput, useRecordContext, useTranslate } from 'react-admin';
import { type PageRecord } from '../modules/content-api';
import {
  type Band,
  type CriticalItem,
  type Problem,
  readReportData,
  type ReportData,
  reportDataProblems,
  SCORE_RULES,
  validateReportData,
  writeReportData,
} from './report-data';

const KEY = 'app.modules.report_data';

/** A number input's text as a number (null when empty or not a number). */
function numberOf(text: string): number | null {
  if (text.trim() === '') return null;
  const value = Number(text);
  return Number.isFinite(value) ? value : null;
}

const Part = ({ title, help, children }: { title: string; help: string; children: ReactNode }) => {
  const id = useId();
  return (
    <Box component="fieldset" aria-labelledby={id} sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
      <Typography id={id} component="legend" variant="subtitle2" sx={{ p: 0 }}>
        {title}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {help}
      </Typography>
      {children}
    </Box>
  );
};

/**
 * content_report_data as a form: the score rule, the items that count, the bands (from, to,
 * label) and the critical items (question, threshold). The page's questions are the choices; an
 * id stored that is not on the page stays and can be unticked. Other keys are kept as stored.
 */
export const ReportDataInput = ({ source = 'content_report_data' }: { source?: string }) => {
  const translate = useTranslate();
  const record = useRecordContext<PageRecord>();
  const { field, fieldState, formState } = useInput({ source, validate: validateReportData });
  const data = readReportData(field.value);
  const problems = reportDataProblems(field.value);
  const shown = fieldState.isTouched || formState.isSubmitted;
  const problemAt = (path: string): string | undefined => {
    const problem: Problem | undefined = shown ? problems[path] : undefined;
    return problem === undefined ? undefined : translate(problem.message, problem.args);
  };
  const change = (next: Partial<ReportData>) =>
    field.onChange(writeReportData({ ...data, ...next }));
  const setBand = (index: number, band: Partial<Band>) =>
    change({ bands: data.bands.map((item, at) => (at === index ? { ...item, ...band } : item)) });
  const setCritical = (index: number, item: Partial<CriticalItem>) =>
    change({
      critical: data.critical.map((current, at) =>
        at === index ? { ...current, ...item } : current,
      ),
    });

  const questions = [...(record?.questions ?? [])].sort((a, b) => a.position - b.position);
  const onPage = new Set(questions.map((question) => question.id));
  const choices = [
    ...questions.map((question) => ({ id: question.id, name: question.text })),
    ...[...data.questions, ...data.critical.map((item) => item.question)]
      .filter((id): id is number => id !== null && !onPage.has(id))
      .filter((id, index, all) => all.indexOf(id) === index)
      .map((id) => ({ id, name: translate(`${KEY}.other_question`, { id }) })),
  ];
  const scoreRules: readonly string[] =
    data.score === '' || SCORE_RULES.some((rule) => rule === data.score)
      ? SCORE_RULES
      : [...SCORE_RULES, data.score];
  const rest = Object.keys(data.rest);
  const title = translate('resources.pages.fields.content_report_data');

  return (
    <Box
      component="section"
      aria-label={title}
      onBlur={() => field.onBlur()}
      sx={{ width: '100%', my: 2 }}
    >
      <Typography variant="h6" component="h3">
        {title}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {translate(`${KEY}.help`)}
      </Typography>
      <Stack spacing={3}>
        <TextField
          select
          label={translate(`${KEY}.score`)}
          value={data.score}
          onChange={(event) => change({ score: event.target.value })}
          helperText={translate(`${KEY}.score_help`)}
          sx={{ maxWidth: 360 }}
        >
          <MenuItem value="">{translate(`${KEY}.score_none`)}</MenuItem>
          {scoreRules.map((rule) => (
            <MenuItem key={rule} value={rule}>
              {SCORE_RULES.some((known) => known === rule)
                ? translate(`${KEY}.score_rules.${rule}`)
                : rule}
            </MenuItem>
          ))}
        </TextField>

        <Part title={translate(`${KEY}.items`)} help={translate(`${KEY}.items_help`)}>
          {choices.length === 0 ? (
            <Typography variant="body2">{translate(`${KEY}.no_questions`)}</Typography>
          ) : (
            <FormGroup>
              {choices.map((choice) => (
                <FormControlLabel
                  key={choice.id}
                  label={choice.name}
                  control={
                    <Checkbox
                      checked={data.questions.includes(choice.id)}
                      onChange={(event) =>
                        change({
                          questions: event.target.checked
                            ? [...data.questions, choice.id]
                            : data.questions.filter((id) => id !== choice.id),
                        })
                      }
                    />
                  }
                />
              ))}
            </FormGroup>
          )}
        </Part>

        <Part title={translate(`${KEY}.bands`)} help={translate(`${KEY}.bands_help`)}>
          <Stack spacing={2}>
            {data.bands.map((band, index) => {
              const name = translate(`${KEY}.band_name`, { number: index + 1 });
              return (
                <Stack
                  key={index}
                  role="group"
                  aria-label={name}
                  direction={{ xs: 'column', sm: 'row' }}
                  spacing={1}
                  sx={{ alignItems: { sm: 'flex-start' } }}
                >
                  <TextField
                    type="number"
                    label={translate(`${KEY}.from`)}
                    value={band.from ?? ''}
                    onChange={(event) => setBand(index, { from: numberOf(event.target.value) })}
                    error={problemAt(`bands.${index}.from`) !== undefined}
                    helperText={problemAt(`bands.${index}.from`)}
                    required
                    slotProps={{ htmlInput: { step: 1 } }}
                    sx={{ width: { sm: 120 } }}
                  />
                  <TextField
                    type="number"
                    label={translate(`${KEY}.to`)}
                    value={band.to ?? ''}
                    onChange={(event) => setBand(index, { to: numberOf(event.target.value) })}
                    error={problemAt(`bands.${index}.to`) !== undefined}
                    helperText={problemAt(`bands.${index}.to`)}
                    required
                    slotProps={{ htmlInput: { step: 1 } }}
                    sx={{ width: { sm: 120 } }}
                  />
                  <TextField
                    label={translate(`${KEY}.label`)}
                    value={band.label}
                    onChange={(event) => setBand(index, { label: event.target.value })}
                    error={problemAt(`bands.${index}.label`) !== undefined}
                    helperText={problemAt(`bands.${index}.label`)}
                    required
                    sx={{ flex: 1 }}
                  />
                  <IconButton
                    aria-label={translate(`${KEY}.remove_band`, { number: index + 1 })}
                    onClick={() => change({ bands: data.bands.filter((_, at) => at !== index) })}
                    sx={{ alignSelf: { xs: 'flex-start', sm: 'center' } }}
                  >
                    <DeleteIcon />
                  </IconButton>
                </Stack>
              );
            })}
            <Box>
              <Button
                startIcon={<AddIcon />}
                onClick={() => {
                  const last = data.bands[data.bands.length - 1];
                  const from = last === undefined ? 0 : last.to === null ? null : last.to + 1;
                  change({ bands: [...data.bands, { from, to: null, label: '' }] });
                }}
              >
                {translate(`${KEY}.add_band`)}
              </Button>
            </Box>
          </Stack>
        </Part>

        <Part title={translate(`${KEY}.critical`)} help={translate(`${KEY}.critical_help`)}>
          <Stack spacing={2}>
            {data.critical.map((item, index) => {
              const name = translate(`${KEY}.critical_name`, { number: index + 1 });
              return (
                <Stack
                  key={index}
                  role="group"
                  aria-label={name}
                  direction={{ xs: 'column', sm: 'row' }}
                  spacing={1}
                  sx={{ alignItems: { sm: 'flex-start' } }}
                >
                  <TextField
                    select
                    label={translate(`${KEY}.critical_question`)}
                    value={item.question ?? ''}
                    onChange={(event) =>
                      setCritical(index, { question: numberOf(String(event.target.value)) })
                    }
                    error={problemAt(`critical.${index}.question`) !== undefined}
                    helperText={problemAt(`critical.${index}.question`)}
                    required
                    sx={{ flex: 1, minWidth: 0 }}
                  >
                    {choices.map((choice) => (
                      <MenuItem key={choice.id} value={choice.id}>
                        {choice.name}
                      </MenuItem>
                    ))}
                  </TextField>
                  <TextField
                    type="number"
                    label={translate(`${KEY}.threshold`)}
                    value={item.threshold ?? ''}
                    onChange={(event) =>
                      setCritical(index, { threshold: numberOf(event.target.value) })
                    }
                    error={problemAt(`critical.${index}.threshold`) !== undefined}
                    helperText={problemAt(`critical.${index}.threshold`)}
                    required
                    slotProps={{ htmlInput: { step: 1 } }}
                    sx={{ width: { sm: 160 } }}
                  />
                  <IconButton
                    aria-label={translate(`${KEY}.remove_critical`, { number: index + 1 })}
                    onClick={() =>
                      change({ critical: data.critical.filter((_, at) => at !== index) })
                    }
                    sx={{ alignSelf: { xs: 'flex-start', sm: 'center' } }}
                  >
                    <DeleteIcon />
                  </IconButton>
                </Stack>
              );
            })}
            <Box>
              <Button
                startIcon={<AddIcon />}
                disabled={choices.length === 0}
                onClick={() =>
                  change({ critical: [...data.critical, { question: null, threshold: null }] })
                }
              >
                {translate(`${KEY}.add_critical`)}
              </Button>
            </Box>
          </Stack>
        </Part>

        {rest.length > 0 && (
          <Alert severity="info">{translate(`${KEY}.kept`, { keys: rest.join(', ') })}</Alert>
        )}
        {problemAt('') !== undefined && <Alert severity="error">{problemAt('')}</Alert>}
      </Stack>
    </Box>
  );
};
