import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import DeleteIcon from '@mui/icons-material/Delete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type FormEvent, useState } from 'react';
import { useCanAccess, useLocaleState, useNotify, useRefresh, useTranslate } from 'react-admin';
import {
  type AnswerOptionRecord,
  contentRequest,
  failureText,
  type QuestionRecord,
} from '../modules/content-api';
import { type ContentLanguage } from '../modules/content-language';
import { OPTION_TYPES } from './page-fields';

/** Runs a content call, then reloads the page's record; notifies success or the server's text. */
function useContentAction() {
  const notify = useNotify();
  const refresh = useRefresh();
  const [busy, setBusy] = useState(false);
  // The language of the server's messages; the texts' language is in each path or body.
  const [locale] = useLocaleState();
  async function run(action: () => Promise<unknown>, done = 'app.modules.saved') {
    setBusy(true);
    try {
      await action();
      notify(done, { type: 'success' });
      refresh();
      return true;
    } catch (error) {
      notify(failureText(error) ?? 'app.modules.failed', { type: 'error' });
      return false;
    } finally {
      setBusy(false);
    }
  }
  return { busy, run, locale };
}

/** The ids in order with the one at `index` moved a step up (-1) or down (+1). */
function movedIds(items: readonly { id: number }[], index: number, by: -1 | 1): number[] {
  const ids = items.map((item) => item.id);
  const [moved] = ids.splice(index, 1);
  ids.splice(index + by, 0, moved);
  return ids;
}

/** Up and down buttons for an item of an ordered list, named after the item. */
const MoveButtons = ({
  name,
  disabled,
  first,
  last,
  onMove,
}: {
  name: string;
  disabled: boolean;
  first: boolean;
  last: boolean;
  onMove: (by: -1 | 1) => void;
}) => {
  const translate = useTranslate();
  return (
    <>
      <IconButton
        aria-label={translate('app.modules.move_up', { name })}
        disabled={disabled || first}
        onClick={() => onMove(-1)}
      >
        <ArrowUpwardIcon fontSize="small" />
      </IconButton>
      <IconButton
        aria-label={translate('app.modules.move_down', { name })}
        disabled={disabled || last}
        onClick={() => onMove(1)}
      >
        <ArrowDownwardIcon fontSize="small" />
      </IconButton>
    </>
  );
};

/** A one-field form that adds an item by its text; the field empties once the item is added. */
const AddByText = ({
  label,
  buttonLabel,
  busy,
  onAdd,
}: {
  label: string;
  buttonLabel: string;
  busy: boolean;
  /** Adds the item (the text trimmed); answers whether it was added. */
  onAdd: (text: string) => Promise<boolean>;
}) => {
  const [text, setText] = useState('');
  async function submit(event: FormEvent) {
    event.preventDefault();
    if (text.trim() === '') return;
    if (await onAdd(text.trim())) setText('');
  }
  return (
    <Stack
      component="form"
      direction="row"
      spacing={1}
      sx={{ alignItems: 'center' }}
      onSubmit={(event: FormEvent) => void submit(event)}
    >
      <TextField
        size="small"
        fullWidth
        label={label}
        value={text}
        onChange={(event) => setText(event.target.value)}
      />
      <Button
        type="submit"
        size="small"
        variant="outlined"
        disabled={busy || text.trim() === ''}
        sx={{ whiteSpace: 'nowrap', flexShrink: 0 }}
      >
        {buttonLabel}
      </Button>
    </Stack>
  );
};

const OptionRow = ({
  option,
  language,
  onMove,
  first,
  last,
}: {
  option: AnswerOptionRecord;
  language: ContentLanguage;
  onMove: (by: -1 | 1) => void;
  first: boolean;
  last: boolean;
}) => {
  const translate = useTranslate();
  const { busy, run, locale } = useContentAction();
  const [label, setLabel] = useState(option.label);
  const [value, setValue] = useState(String(option.value));
  const [correct, setCorrect] = useState(option.is_correct);
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
      <TextField
        size="small"
        label={translate('app.modules.option_label')}
        value={label}
        onChange={(event) => setLabel(event.target.value)}
      />
      <TextField
        size="small"
        label={translate('app.modules.option_value')}
        value={value}
        onChange={(event) => setValue(event.target.value)}
        sx={{ width: 90 }}
        slotProps={{ htmlInput: { inputMode: 'numeric' } }}
      />
      <FormControlLabel
        label={translate('app.modules.option_correct')}
        control={
          <Checkbox checked={correct} onChange={(event) => setCorrect(event.target.checked)} />
        }
      />
      <Button
        size="small"
        disabled={busy}
        onClick={() =>
          void run(() =>
            contentRequest(locale, `/api/answer-option/${option.id}/${language}`, 'PUT', {
              label,
              value: Number(value),
              is_correct: correct,
            }),
          )
        }
      >
        {translate('app.modules.save_option')}
      </Button>
      <IconButton
        aria-label={translate('app.modules.remove_option')}
        disabled={busy}
        onClick={() =>
          void run(
            () => contentRequest(locale, `/api/answer-option/${option.id}`, 'DELETE'),
            'app.modules.removed',
          )
        }
      >
        <DeleteIcon fontSize="small" />
      </IconButton>
      <MoveButtons name={option.label} disabled={busy} first={first} last={last} onMove={onMove} />
    </Stack>
  );
};

const QuestionCard = ({
  question,
  language,
  withOptions,
  onMove,
  first,
  last,
}: {
  question: QuestionRecord;
  language: ContentLanguage;
  withOptions: boolean;
  onMove: (by: -1 | 1) => void;
  first: boolean;
  last: boolean;
}) => {
  const translate = useTranslate();
  const { busy, run, locale } = useContentAction();
  const [text, setText] = useState(question.text);
  const [code, setCode] = useState(question.code ?? '');
  const [isRequired, setRequired] = useState(question.required);
  const [reverse, setReverse] = useState(question.reverse_scored);
  const { canAccess: canMarkRisk } = useCanAccess({ resource: 'pages', action: 'risk_items' });
  const [risk, setRisk] = useState(question.is_risk_item);
  const [threshold, setThreshold] = useState(String(question.risk_threshold));
  const options = [...question.options].sort((a, b) => a.position - b.position);

  function addOption(label: string) {
    return run(() =>
      contentRequest(locale, '/api/answer-option', 'POST', {
        question_id: question.id,
        label,
        value: options.length,
        language,
      }),
    );
  }

  function moveOption(index: number, by: -1 | 1) {
    void run(() =>
      contentRequest(locale, `/api/question/${question.id}/options/order`, 'PUT', {
        ids: movedIds(options, index, by),
      }),
    );
  }

  return (
    <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-label={question.text}>
      <Stack spacing={1.5}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
          <TextField
            label={translate('app.modules.question_text')}
            value={text}
            onChange={(event) => setText(event.target.value)}
            multiline
            fullWidth
            size="small"
          />
          <MoveButtons
            name={question.text}
            disabled={busy}
            first={first}
            last={last}
            onMove={onMove}
          />
        </Stack>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          <TextField
            size="small"
            label={translate('app.modules.question_code')}
            value={code}
            onChange={(event) => setCode(event.target.value)}
          />
          <FormControlLabel
            label={translate('app.modules.question_required')}
            control={
              <Checkbox
                checked={isRequired}
                onChange={(event) => setRequired(event.target.checked)}
              />
            }
          />
          <FormControlLabel
            label={translate('app.modules.question_reverse')}
            control={
              <Checkbox checked={reverse} onChange={(event) => setReverse(event.target.checked)} />
            }
          />
          {canMarkRisk && (
            <FormControlLabel
              label={translate('app.modules.question_risk')}
              control={
                <Checkbox checked={risk} onChange={(event) => setRisk(event.target.checked)} />
              }
            />
          )}
          {canMarkRisk && risk && (
            <TextField
              size="small"
              label={translate('app.modules.question_risk_threshold')}
              value={threshold}
              onChange={(event) => setThreshold(event.target.value)}
              sx={{ width: 170 }}
              slotProps={{ htmlInput: { inputMode: 'numeric' } }}
            />
          )}
        </Stack>
        {!canMarkRisk && question.is_risk_item && (
          <Typography variant="body2" color="warning.main" role="note">
            {translate('app.modules.question_risk_locked', {
              threshold: question.risk_threshold,
            })}
          </Typography>
        )}
        {withOptions && (
          <Box sx={{ pl: 2 }}>
            <Typography variant="subtitle2" component="h4">
              {translate('app.modules.options')}
            </Typography>
            <Stack spacing={1} sx={{ my: 1 }}>
              {options.map((option, index) => (
                <OptionRow
                  key={`${option.id}-${option.label}-${option.value}-${String(option.is_correct)}`}
                  option={option}
                  language={language}
                  onMove={(by) => moveOption(index, by)}
                  first={index === 0}
                  last={index === options.length - 1}
                />
              ))}
            </Stack>
            <AddByText
              label={`${translate('app.modules.add_option')}: ${translate('app.modules.option_label')}`}
              buttonLabel={translate('app.modules.add_option')}
              busy={busy}
              onAdd={addOption}
            />
          </Box>
        )}
        <Stack direction="row" spacing={1}>
          <Button
            variant="contained"
            size="small"
            disabled={busy || text.trim() === ''}
            onClick={() =>
              void run(() =>
                contentRequest(locale, `/api/question/${question.id}/${language}`, 'PUT', {
                  text,
                  code: code.trim() === '' ? null : code.trim(),
                  required: isRequired,
                  reverse_scored: reverse,
                  // The marker is sent by those who may change it only.
                  ...(canMarkRisk ? { is_risk_item: risk, risk_threshold: Number(threshold) } : {}),
                }),
              )
            }
          >
            {translate('app.modules.save_question')}
          </Button>
          <Button
            color="error"
            size="small"
            disabled={busy}
            onClick={() =>
              void run(
                () => contentRequest(locale, `/api/question/${question.id}`, 'DELETE'),
                'app.modules.removed',
              )
            }
          >
            {translate('app.modules.remove_question')}
          </Button>
        </Stack>
      </Stack>
    </Paper>
  );
};

/** The risk marker's part of a question card's key (a change resets the card's fields). */
function riskKey(question: QuestionRecord): string {
  return `${String(question.is_risk_item)}-${String(question.risk_threshold)}`;
}

/**
 * A page's questions and their answer options, each saved on its own (the question and option
 * routes), texts in the edited language; questions and options move up and down (the order
 * routes).
 */
export const QuestionsEditor = ({
  pageId,
  questions,
  answerType,
  language,
}: {
  pageId: number;
  questions: readonly QuestionRecord[];
  answerType: string | null;
  language: ContentLanguage;
}) => {
  const translate = useTranslate();
  const { busy, run, locale } = useContentAction();
  const ordered = [...questions].sort((a, b) => a.position - b.position);

  function add(text: string) {
    return run(() =>
      contentRequest(locale, '/api/question', 'POST', { page_id: pageId, text, language }),
    );
  }

  function move(index: number, by: -1 | 1) {
    void run(() =>
      contentRequest(locale, `/api/page/${pageId}/questions/order`, 'PUT', {
        ids: movedIds(ordered, index, by),
      }),
    );
  }

  return (
    <Stack spacing={2}>
      <Typography variant="h6" component="h2">
        {translate('app.modules.questions')}
      </Typography>
      {ordered.length === 0 && (
        <Typography color="text.secondary">{translate('app.modules.no_questions')}</Typography>
      )}
      {ordered.map((question, index) => (
        <QuestionCard
          // A new key after each reload resets the card's fields to what the server keeps.
          key={`${question.id}-${question.text}-${question.code ?? ''}-${String(question.required)}-${String(question.reverse_scored)}-${riskKey(question)}`}
          question={question}
          language={language}
          withOptions={OPTION_TYPES.includes(answerType)}
          onMove={(by) => move(index, by)}
          first={index === 0}
          last={index === ordered.length - 1}
        />
      ))}
      <AddByText
        label={`${translate('app.modules.add_question')}: ${translate('app.modules.question_text')}`}
        buttonLabel={translate('app.modules.add_question')}
        busy={busy}
        onAdd={add}
      />
    </Stack>
  );
};
