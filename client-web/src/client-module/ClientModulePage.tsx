import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { subscriptionModelName } from '@sinnro/care-ui';
import { type TFunction } from 'i18next';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate, useParams, useSearchParams } from 'react-router';
import { SuccessToast } from '../layout/ErrorToast';
import { Loading, LoadFailed } from '../learning/LoadFailed';
import { useLoad } from '../learning/use-load';
import { useSignedInUser } from '../session/session-context';
import { clientPagePath } from '../specialists/client-paths';
import { dateTime, shortDate } from '../specialists/format';
import { useSpecialistBadges } from '../specialists/specialist-badges';
import { ApproveDialog } from './ApproveDialog';
import {
  type ClientModuleAnswer,
  type ClientModulePage as PageData,
  type ClientModuleRound,
  type ClientModuleView,
  fetchClientModule,
} from './client-module-api';
import { clientModulePath } from './client-module-paths';

/** The answer as read: the chosen options (with their values in an assessment), or the value. */
function answerText(
  answer: ClientModuleAnswer,
  assessment: boolean,
  language: string | undefined,
): string {
  if (answer.answer_text !== null) {
    const values = answer.option_values ?? [];
    return assessment && values.length > 0
      ? `${answer.answer_text} (${values.join(', ')})`
      : answer.answer_text;
  }
  if (answer.text !== null) return answer.text;
  if (answer.number !== null) return new Intl.NumberFormat(language).format(answer.number);
  if (answer.date !== null) return shortDate(answer.date, language);
  return '';
}

function RoundHeading({ round }: { round: ClientModuleRound }) {
  const { t, i18n } = useTranslation();
  return (
    <>
      {t('clientModule.round', { num: round.num })}
      <Typography variant="body2" color="text.secondary" component="span" sx={{ display: 'block' }}>
        {shortDate(round.started_at, i18n.resolvedLanguage)}
      </Typography>
    </>
  );
}

/** Each round: when it started and ended, its progress, and its score and band from its report. */
function Rounds({ view }: { view: ClientModuleView }) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage;
  const scored = view.rounds.some((round) => round.scores.length > 0);
  return (
    <Paper component="section" aria-labelledby="rounds-heading" sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography id="rounds-heading" variant="h5" component="h2" gutterBottom>
        {t('clientModule.rounds')}
      </Typography>
      {view.rounds.length === 0 ? (
        <Typography color="text.secondary">{t('clientModule.noRounds')}</Typography>
      ) : (
        // Focusable: at a phone's width the table scrolls inside its box (keyboard users too).
        <TableContainer tabIndex={0} sx={{ overflowX: 'auto' }}>
          <Table size="small" aria-labelledby="rounds-heading">
            <TableHead>
              <TableRow>
                <TableCell>{t('clientModule.roundColumn')}</TableCell>
                <TableCell>{t('clientModule.started')}</TableCell>
                <TableCell>{t('clientModule.finished')}</TableCell>
                <TableCell>{t('clientModule.progress')}</TableCell>
                {scored && <TableCell>{t('clientModule.score')}</TableCell>}
              </TableRow>
            </TableHead>
            <TableBody>
              {view.rounds.map((round) => (
                <TableRow key={round.module_instance_id}>
                  <TableCell component="th" scope="row">
                    {t('clientModule.round', { num: round.num })}
                  </TableCell>
                  <TableCell>{shortDate(round.started_at, language)}</TableCell>
                  <TableCell>
                    {round.completed_at
                      ? shortDate(round.completed_at, language)
                      : t('clientModule.notFinished')}
                  </TableCell>
                  <TableCell>{t('clientModule.percent', { value: round.progress })}</TableCell>
                  {scored && (
                    <TableCell>
                      {round.scores.length === 0
                        ? t('clientModule.noScore')
                        : round.scores.map((score) => (
                            <Stack
                              key={`${score.report_id}-${score.name ?? ''}`}
                              direction="row"
                              spacing={1}
                              sx={{ alignItems: 'center', flexWrap: 'wrap' }}
                            >
                              <Typography variant="body2">
                                {t(
                                  score.max_score === null
                                    ? 'clientModule.scoreValue'
                                    : 'clientModule.scoreOf',
                                  {
                                    name: score.name ?? t('clientModule.total'),
                                    score: score.score,
                                    max: score.max_score,
                                  },
                                )}
                              </Typography>
                              {score.band && (
                                <Chip
                                  size="small"
                                  variant="outlined"
                                  label={score.band}
                                  sx={{ borderColor: score.color ?? undefined }}
                                />
                              )}
                            </Stack>
                          ))}
                    </TableCell>
                  )}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </Paper>
  );
}

/** The page's state in a round, in words. */
function stateText(
  state: PageData['rounds'][number],
  t: TFunction,
  language: string | undefined,
): string {
  if (!state.done) return t('clientModule.state.notDone');
  if (state.awaiting_approval) return t('clientModule.state.waiting');
  if (state.approved_at)
    return t('clientModule.state.approved', { date: dateTime(state.approved_at, language) });
  return t('clientModule.state.done');
}

/** One page: its state per round, the questions with the client's answers per round beside them. */
function PageSection({
  view,
  page,
  highlighted,
  onApprove,
}: {
  view: ClientModuleView;
  page: PageData;
  highlighted: boolean;
  onApprove: (roundId: number) => void;
}) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage;
  const assessment = view.type === 'assessment';
  const waiting = page.rounds.filter((state) => state.awaiting_approval);
  const headingId = `page-${page.id}-heading`;
  const roundOf = (id: number) => view.rounds.find((round) => round.module_instance_id === id);
  return (
    <Paper
      component="section"
      id={`page-${page.id}`}
      aria-labelledby={headingId}
      tabIndex={-1}
      sx={{
        p: { xs: 2, sm: 3 },
        borderLeft: 6,
        borderLeftColor: waiting.length > 0 ? 'warning.main' : 'transparent',
        outline: highlighted ? 2 : 0,
        outlineColor: 'warning.main',
        scrollMarginTop: 80,
      }}
    >
      <Stack spacing={1.5}>
        {page.chapter_name && (
          <Typography variant="overline" color="text.secondary" component="p">
            {page.chapter_name}
          </Typography>
        )}
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
          <Typography id={headingId} variant="h6" component="h3">
            {page.name}
          </Typography>
          {waiting.length > 0 && (
            <Chip
              variant="outlined"
              label={t('clientModule.waitingChip')}
              sx={{
                color: 'text.primary',
                borderColor: 'warning.main',
                borderWidth: 2,
                fontWeight: 700,
              }}
            />
          )}
          {page.therapist_approval_required && waiting.length === 0 && (
            <Chip variant="outlined" size="small" label={t('clientModule.needsApproval')} />
          )}
        </Stack>
        {waiting.map((state) => {
          const round = roundOf(state.module_instance_id);
          return (
            <Alert
              key={state.module_instance_id}
              severity="warning"
              action={
                <Button
                  color="inherit"
                  variant="outlined"
                  onClick={() => onApprove(state.module_instance_id)}
                  aria-label={t('clientModule.approveFor', {
                    page: page.name,
                    round: round?.num ?? '',
                  })}
                >
                  {t('clientModule.approve')}
                </Button>
              }
            >
              {t('clientModule.waitingSince', {
                round: round?.num ?? '',
                date: state.answered_at ? dateTime(state.answered_at, language) : '',
              })}
            </Alert>
          );
        })}
        <TableContainer tabIndex={0} sx={{ overflowX: 'auto' }}>
          <Table size="small" aria-labelledby={headingId}>
            <TableHead>
              <TableRow>
                <TableCell sx={{ minWidth: 140 }}>
                  {page.questions.length > 0 ? t('clientModule.question') : t('clientModule.page')}
                </TableCell>
                {view.rounds.map((round) => (
                  <TableCell key={round.module_instance_id} sx={{ minWidth: 120 }}>
                    <RoundHeading round={round} />
                  </TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              <TableRow>
                <TableCell component="th" scope="row">
                  {t('clientModule.status')}
                </TableCell>
                {page.rounds.map((state) => (
                  <TableCell
                    key={state.module_instance_id}
                    sx={
                      state.awaiting_approval
                        ? { fontWeight: 700, bgcolor: 'action.hover' }
                        : undefined
                    }
                  >
                    {stateText(state, t, language)}
                  </TableCell>
                ))}
              </TableRow>
              {page.questions.map((question) => (
                <TableRow key={question.id}>
                  <TableCell component="th" scope="row">
                    {question.text}
                  </TableCell>
                  {view.rounds.map((round) => {
                    const answer = question.answers.find(
                      (item) => item.module_instance_id === round.module_instance_id,
                    );
                    return (
                      <TableCell key={round.module_instance_id} sx={{ whiteSpace: 'pre-wrap' }}>
                        {answer ? (
                          answerText(answer, assessment, language)
                        ) : (
                          <Typography variant="body2" color="text.secondary" component="span">
                            {t('clientModule.noAnswer')}
                          </Typography>
                        )}
                      </TableCell>
                    );
                  })}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
        <Box>
          <Link component={RouterLink} to={`/page/${page.id}`}>
            {t('clientModule.readPage', { name: page.name })}
          </Link>
        </Box>
      </Stack>
    </Paper>
  );
}

function ModuleView({
  view,
  focusPage,
  onChanged,
}: {
  view: ClientModuleView;
  focusPage: number | null;
  onChanged: (message: string) => void;
}) {
  const { t, i18n } = useTranslation();
  const user = useSignedInUser();
  const [approving, setApproving] = useState<{ roundId: number; page: PageData } | null>(null);
  const clientName = `${view.client.first_name} ${view.client.last_name}`;
  const firstWaiting = view.awaiting_approval[0];
  const waitingPage = firstWaiting
    ? view.pages.find((page) => page.id === firstWaiting.page_id)
    : undefined;
  const target = focusPage ?? null;

  useEffect(() => {
    if (target === null) return;
    const element = document.getElementById(`page-${target}`);
    if (!element) return;
    // jsdom (the unit tests) has no scrolling.
    if ('scrollIntoView' in element) element.scrollIntoView({ block: 'start' });
    element.focus({ preventScroll: true });
  }, [target]);

  return (
    <Stack spacing={3}>
      <Link component={RouterLink} to={clientPagePath(user.role, view.client.id)}>
        {t('clientModule.back', { name: clientName })}
      </Link>
      <Stack spacing={0.5}>
        <Typography variant="h4" component="h1">
          {view.name}
        </Typography>
        <Typography color="text.secondary">
          {[
            clientName,
            subscriptionModelName(view.subscription_model_name, i18n.resolvedLanguage),
            t(view.type === 'assessment' ? 'clientModule.assessment' : 'clientModule.module'),
            t('clientModule.percent', { value: view.progress }),
          ].join(' · ')}
        </Typography>
      </Stack>
      {waitingPage && firstWaiting ? (
        <Alert severity="warning">
          {t('clientModule.waitingSummary', { name: clientName, page: waitingPage.name })}{' '}
          <Link href={`#page-${waitingPage.id}`}>{t('clientModule.toWaiting')}</Link>
        </Alert>
      ) : (
        <Alert severity="info">{t('clientModule.nothingWaiting')}</Alert>
      )}
      <Rounds view={view} />
      <Stack component="section" aria-labelledby="pages-heading" spacing={2}>
        <Typography id="pages-heading" variant="h5" component="h2">
          {t('clientModule.pages')}
        </Typography>
        {view.pages.length === 0 && (
          <Typography color="text.secondary">{t('clientModule.noPages')}</Typography>
        )}
        {view.pages.map((page) => (
          <PageSection
            key={page.id}
            view={view}
            page={page}
            highlighted={page.id === target}
            onApprove={(roundId) => setApproving({ roundId, page })}
          />
        ))}
      </Stack>
      <ApproveDialog
        clientId={view.client.id}
        clientName={clientName}
        target={approving}
        onClose={() => setApproving(null)}
        onDone={(answer) => {
          setApproving(null);
          onChanged(
            t(answer.message_id === null ? 'clientModule.approved' : 'clientModule.approvedSent', {
              name: clientName,
            }),
          );
        }}
      />
    </Stack>
  );
}

/**
 * /client-module/{id} and /client-assessment/{id} (clinic-therapist, therapist-premium): one
 * client's module or assessment with every page and the client's answers beside the questions,
 * rounds side by side, the page waiting for approval marked, and the approval (with an optional
 * message to the client) on the page. `?page=` scrolls to a page (a notification's).
 */
export function ClientModulePage({ kind }: { kind: 'module' | 'assessment' }) {
  const { t } = useTranslation();
  const params = useParams();
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const id = Number(params.id);
  const badges = useSpecialistBadges();
  const { state, reload } = useLoad(() => fetchClientModule(id), [id]);
  const [success, setSuccess] = useState<string | null>(null);
  const pageParam = Number(search.get('page'));
  const awaited = state.status === 'ready' ? state.data.awaiting_approval[0]?.page_id : undefined;
  const focusPage = Number.isInteger(pageParam) && pageParam > 0 ? pageParam : (awaited ?? null);
  const type = state.status === 'ready' ? state.data.type : null;

  // An assessment opened as a module (or the other way round) moves to its own address.
  useEffect(() => {
    if (type !== null && type !== kind) {
      const page = search.get('page');
      void navigate(clientModulePath(type, id, page ? Number(page) : null), { replace: true });
    }
  }, [type, kind, id, search, navigate]);

  if (!Number.isInteger(id) || id <= 0) return <LoadFailed message={null} onRetry={reload} />;
  if (state.status === 'loading') return <Loading />;
  if (state.status === 'failed') {
    return (
      <Stack spacing={2}>
        <LoadFailed message={state.message} onRetry={reload} />
        <Link component={RouterLink} to="/clients">
          {t('clientModule.toClients')}
        </Link>
      </Stack>
    );
  }
  return (
    <>
      <ModuleView
        view={state.data}
        focusPage={focusPage}
        onChanged={(message) => {
          setSuccess(message);
          reload();
          badges.refresh();
        }}
      />
      <SuccessToast message={success} onClose={() => setSuccess(null)} />
    </>
  );
}

export function ClientModuleRoute() {
  return <ClientModulePage kind="module" />;
}

export function ClientAssessmentRoute() {
  return <ClientModulePage kind="assessment" />;
}
