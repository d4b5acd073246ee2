import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  type PlayerAnswerType,
  type PlayerFormValue,
  PlayerPageButtons,
  QuestionField,
  SafeHtml,
} from '@sinnro/care-ui';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { type QuestionRecord } from '../modules/content-api';
import { type ContentLanguage } from '../modules/content-language';
import { ANSWER_TYPES } from '../modules/module-choices';

/** What the preview shows: the page as edited (unsaved changes included) and its questions. */
export interface PreviewPage {
  name?: unknown;
  body?: unknown;
  answer_type?: unknown;
  report_read_mandatory?: unknown;
  questions?: readonly QuestionRecord[];
}

/** The type a question is answered as (client-web's questionType): the page's, else by options. */
function questionType(answerType: unknown, question: QuestionRecord): PlayerAnswerType {
  if (typeof answerType === 'string') {
    const known = ANSWER_TYPES.find((type) => type === answerType);
    if (known !== undefined) return known;
  }
  return question.options.length > 0 ? 'single_choice' : 'text';
}

/**
 * The page as the client's page player shows it (client-web learning/PagePlayer.tsx): the same
 * heading, SafeHtml body, QuestionField and buttons from libs/care-ui. The questions can be
 * tried; nothing is saved, and the next button only says so.
 */
export const PagePreviewContent = ({ page }: { page: PreviewPage }) => {
  const translate = useTranslate();
  const [answers, setAnswers] = useState<Record<number, PlayerFormValue>>({});
  const [tried, setTried] = useState(false);
  const questions = [...(page.questions ?? [])].sort((a, b) => a.position - b.position);
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <form
        noValidate
        onSubmit={(event) => {
          // The dialog sits (through a portal) inside the page's form in React's tree: the
          // preview's submit must not reach it and save the page.
          event.preventDefault();
          event.stopPropagation();
          setTried(true);
        }}
      >
        <Stack spacing={3}>
          <Typography variant="h5" component="h2">
            {typeof page.name === 'string' ? page.name : ''}
          </Typography>
          {typeof page.body === 'string' && page.body !== '' && <SafeHtml html={page.body} />}
          {questions.map((question) => (
            <QuestionField
              key={question.id}
              idPrefix="preview-question"
              question={question}
              type={questionType(page.answer_type, question)}
              value={answers[question.id] ?? ''}
              onChange={(value) => setAnswers((current) => ({ ...current, [question.id]: value }))}
              error={null}
              disabled={false}
              optionalText={translate('app.modules.preview_optional')}
            />
          ))}
          {page.report_read_mandatory === true && (
            <Alert severity="info">{translate('app.modules.preview_report')}</Alert>
          )}
          <PlayerPageButtons
            saving={false}
            next={{
              label:
                questions.length > 0
                  ? translate('app.modules.preview_save_next')
                  : translate('app.modules.preview_next'),
              disabled: false,
            }}
          />
          {tried && (
            <Alert severity="info" role="status">
              {translate('app.modules.preview_not_saved')}
            </Alert>
          )}
        </Stack>
      </form>
    </Paper>
  );
};

/** The preview in a dialog, in the edited language. */
export const PagePreviewDialog = ({
  page,
  language,
  open,
  onClose,
}: {
  page: PreviewPage;
  language: ContentLanguage;
  open: boolean;
  onClose: () => void;
}) => {
  const translate = useTranslate();
  return (
    <Dialog
      open={open}
      onClose={onClose}
      fullWidth
      maxWidth="md"
      aria-labelledby="page-preview-title"
    >
      <DialogTitle id="page-preview-title">{translate('app.modules.preview_title')}</DialogTitle>
      <DialogContent lang={language}>
        <PagePreviewContent page={page} />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('app.modules.preview_close')}</Button>
      </DialogActions>
    </Dialog>
  );
};
