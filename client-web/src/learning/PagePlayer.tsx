import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../api/api-error';
import { ErrorToast } from '../layout/ErrorToast';
import { CompletedInstanceReport, MandatoryReports } from '../reports/ModuleReports';
import { type AnswerForm, buildAnswers, initialForm, questionType } from './answer-payload';
import { CrisisPanel } from './CrisisPanel';
import { fetchPage, type PlayerPage, type PlayerView, saveAnswers } from './learning-api';
import { Loading, LoadFailed } from './LoadFailed';
import { ProgressBar } from './ProgressBar';
import { PlayerPageButtons, QuestionField, SafeHtml } from '@sinnro/care-ui';
import { failureMessage } from './use-load';

/** The page the client answered and their therapist has still to approve. */
export function isWaitingPage(view: PlayerView, page: PlayerPage): boolean {
  return (
    view.awaiting_approval &&
    page.therapist_approval_required &&
    page.answered &&
    page.approved_at === null
  );
}

/** The field errors of a 400, one text per question id. */
function fieldErrorsOf(error: ApiError): Record<string, string> {
  return Object.fromEntries(
    Object.entries(error.errors).map(([key, value]) => [
      key,
      Array.isArray(value) ? value.join(' ') : value,
    ]),
  );
}

interface PagePlayerProps {
  /** The subscription's uuid or its model's uuid. */
  subscription: string;
  moduleId: number;
  /** Back to the module's overview (which reloads it). */
  onClose: () => void;
  /** The module is a test whose completion builds a report (an assessment): wait for it. */
  reportExpected?: boolean;
}

type PlayerState =
  | { status: 'loading' }
  | { status: 'failed'; message: string | null; pageId: number | null }
  | { status: 'ready'; view: PlayerView };

/**
 * The page player: one page at a time with its questions, previous and next, the answers saved
 * on next; field errors by question, the wrong-answer text, the wait for the therapist's approval
 * and the crisis text after a risk answer.
 */
export function PagePlayer({
  subscription,
  moduleId,
  onClose,
  reportExpected = false,
}: PagePlayerProps) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage;
  const [state, setState] = useState<PlayerState>({ status: 'loading' });
  const [form, setForm] = useState<AnswerForm>({});
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [toast, setToast] = useState<string | null>(null);
  const [crisis, setCrisis] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  // A page with report_read_mandatory keeps next disabled until every report is viewed.
  const [reportsRead, setReportsRead] = useState(false);
  const request = useRef(0);
  const heading = useRef<HTMLHeadingElement>(null);

  const load = useCallback(
    async (pageId: number | null) => {
      const id = ++request.current;
      setState({ status: 'loading' });
      try {
        const view = await fetchPage(subscription, moduleId, pageId);
        if (id !== request.current) return;
        setForm(view.page ? initialForm(view.page.answer_type, view.page.questions) : {});
        setFieldErrors({});
        setState({ status: 'ready', view });
      } catch (error) {
        if (id === request.current) {
          setState({ status: 'failed', message: failureMessage(error), pageId });
        }
      }
    },
    [subscription, moduleId],
  );

  // The first page, and again (in the new language) when the interface language changes.
  useEffect(() => {
    void load(null);
  }, [load, language]);

  useEffect(() => {
    if (state.status === 'ready' && crisis === null) heading.current?.focus();
  }, [state, crisis]);

  if (state.status === 'loading') return <Loading />;
  if (state.status === 'failed') {
    return <LoadFailed message={state.message} onRetry={() => void load(state.pageId)} />;
  }
  const { view } = state;
  const page = view.page;

  async function submit(current: PlayerPage) {
    if (view.module_instance_id === null) return;
    setSaving(true);
    try {
      const result = await saveAnswers(subscription, moduleId, current, {
        module_instance_id: view.module_instance_id,
        answers: buildAnswers(current.answer_type, current.questions, form),
      });
      setToast(null);
      if (result.crisis_message !== null) setCrisis(result.crisis_message);
      await load(result.next_page?.id ?? null);
    } catch (error) {
      if (error instanceof ApiError) {
        setFieldErrors(fieldErrorsOf(error));
        setToast(error.message);
      } else {
        setToast(t('errors.network'));
      }
    } finally {
      setSaving(false);
    }
  }

  const waiting = page !== null && isWaitingPage(view, page);
  return (
    <Stack spacing={3}>
      {crisis !== null && <CrisisPanel message={crisis} onClose={() => setCrisis(null)} />}
      <ProgressBar value={view.progress} label={t('learning.player.progressLabel')} />
      {page === null ? (
        <>
          <Alert severity={view.completed ? 'success' : 'info'}>
            {view.completed ? t('learning.player.completed') : t('learning.player.noPages')}
          </Alert>
          {view.completed && view.module_instance_id !== null && (
            <CompletedInstanceReport
              moduleId={moduleId}
              instanceId={view.module_instance_id}
              expected={reportExpected}
            />
          )}
        </>
      ) : (
        <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
          <form
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              void submit(page);
            }}
          >
            <Stack spacing={3}>
              <Typography variant="h5" component="h2" tabIndex={-1} ref={heading}>
                {page.name}
              </Typography>
              {page.body && <SafeHtml html={page.body} />}
              {[...page.questions]
                .sort((a, b) => a.position - b.position)
                .map((question) => (
                  <QuestionField
                    key={question.id}
                    question={question}
                    type={questionType(page.answer_type, question)}
                    value={form[String(question.id)] ?? ''}
                    onChange={(value) => {
                      setForm((current) => ({ ...current, [String(question.id)]: value }));
                      setFieldErrors((current) => {
                        const { [String(question.id)]: _removed, ...rest } = current;
                        return rest;
                      });
                    }}
                    error={fieldErrors[String(question.id)] ?? null}
                    disabled={saving || waiting}
                    optionalText={t('learning.player.optional')}
                  />
                ))}
              {page.report_read_mandatory && (
                <MandatoryReports moduleId={moduleId} onAllRead={setReportsRead} />
              )}
              {waiting && (
                <Alert
                  severity="info"
                  action={
                    <Button
                      color="inherit"
                      size="small"
                      sx={{ whiteSpace: 'nowrap' }}
                      onClick={() => void load(null)}
                    >
                      {t('learning.player.reload')}
                    </Button>
                  }
                >
                  <AlertTitle>{t('learning.player.waitingTitle')}</AlertTitle>
                  {t('learning.player.waitingText')}
                </Alert>
              )}
              <PlayerPageButtons
                saving={saving}
                previous={
                  view.previous_page === null
                    ? undefined
                    : {
                        label: t('learning.player.previous'),
                        onClick: () => view.previous_page && void load(view.previous_page.id),
                      }
                }
                next={
                  waiting
                    ? undefined
                    : {
                        label:
                          page.questions.length > 0
                            ? t('learning.player.saveAndNext')
                            : t('learning.player.next'),
                        disabled: page.report_read_mandatory && !reportsRead,
                      }
                }
              />
            </Stack>
          </form>
        </Paper>
      )}
      <Button sx={{ alignSelf: 'flex-start' }} onClick={onClose}>
        {t('learning.player.toOverview')}
      </Button>
      <ErrorToast message={toast} onClose={() => setToast(null)} />
    </Stack>
  );
}
