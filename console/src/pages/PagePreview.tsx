import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { SafeHtml } from '@sinnro/care-ui';
import { useTranslate } from 'react-admin';
import { type QuestionRecord } from '../modules/content-api';
import { type ContentLanguage } from '../modules/content-language';

/** What the preview shows: the page as edited (unsaved changes included) and its questions. */
export interface PreviewPage {
  name?: unknown;
  body?: unknown;
  answer_type?: unknown;
  report_read_mandatory?: unknown;
  questions?: readonly QuestionRecord[];
}

/** The type a question is answered as (client-web's questionType): the page's, else by options. */
function questionType(answerType: unknown, question: QuestionRecord): string {
  return typeof answerType === 'string'
    ? answerType
    : question.options.length > 0
      ? 'single_choice'
      : 'text';
}

const PreviewQuestion = ({ question, type }: { question: QuestionRecord; type: string }) => {
  const translate = useTranslate();
  const helper = question.required ? null : translate('app.modules.preview_optional');
  const id = `preview-question-${question.id}`;
  if (type === 'text' || type === 'long_text' || type === 'number' || type === 'date') {
    return (
      <TextField
        id={id}
        label={question.text}
        required={question.required}
        helperText={helper}
        fullWidth
        multiline={type === 'long_text'}
        minRows={type === 'long_text' ? 4 : undefined}
        type={type === 'date' ? 'date' : 'text'}
        slotProps={{ inputLabel: type === 'date' ? { shrink: true } : undefined }}
      />
    );
  }
  const options = [...question.options].sort((a, b) => a.position - b.position);
  return (
    <FormControl component="fieldset" required={question.required}>
      <FormLabel component="legend" id={`${id}-label`}>
        {question.text}
      </FormLabel>
      {type === 'multiple_choice' ? (
        <FormGroup>
          {options.map((option) => (
            <FormControlLabel key={option.id} label={option.label} control={<Checkbox />} />
          ))}
        </FormGroup>
      ) : (
        <RadioGroup aria-labelledby={`${id}-label`} name={id} row={type === 'scale'}>
          {options.map((option) => (
            <FormControlLabel
              key={option.id}
              value={String(option.id)}
              label={option.label}
              control={<Radio />}
              labelPlacement={type === 'scale' ? 'bottom' : 'end'}
            />
          ))}
        </RadioGroup>
      )}
      {helper !== null && <FormHelperText>{helper}</FormHelperText>}
    </FormControl>
  );
};

/** The page as the client's page player shows it (client-web learning/PagePlayer.tsx). */
export const PagePreviewContent = ({ page }: { page: PreviewPage }) => {
  const translate = useTranslate();
  const questions = [...(page.questions ?? [])].sort((a, b) => a.position - b.position);
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <Stack spacing={3}>
        <Typography variant="h5" component="h2">
          {typeof page.name === 'string' ? page.name : ''}
        </Typography>
        {typeof page.body === 'string' && page.body !== '' && <SafeHtml html={page.body} />}
        {questions.map((question) => (
          <PreviewQuestion
            key={question.id}
            question={question}
            type={questionType(page.answer_type, question)}
          />
        ))}
        {page.report_read_mandatory === true && (
          <Alert severity="info">{translate('app.modules.preview_report')}</Alert>
        )}
        <Box>
          <Button variant="contained" tabIndex={-1}>
            {questions.length > 0
              ? translate('app.modules.preview_save_next')
              : translate('app.modules.preview_next')}
          </Button>
        </Box>
      </Stack>
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
