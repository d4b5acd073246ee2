import { formatDate } from '@sinnro/web-session';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { barColor } from './report-bars';
import { ReportBarMeter } from './ReportBarMeter';
import { type Report, type ReportElement } from './reports-api';

type Level = 1 | 2 | 3;
const heading = (level: number) => `h${Math.min(level, 6)}` as 'h1' | 'h2' | 'h3' | 'h4' | 'h5';

/** A date as the interface language writes it (23 nov. 2026 / 23 Nov 2026). */
export function reportDate(value: string, language: string | undefined): string {
  return formatDate(value, language);
}

/** The band a score falls in: its colour, label and explanation. */
function Band({ element }: { element: ReportElement }) {
  const { t } = useTranslation();
  const details = element.answer_details;
  if (!details?.label) return null;
  return (
    <Stack spacing={0.5}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <Box
          aria-hidden="true"
          sx={{
            width: 14,
            height: 14,
            borderRadius: '50%',
            bgcolor: barColor(details.color),
            border: 1,
            borderColor: 'grey.500',
            flexShrink: 0,
          }}
        />
        <Typography sx={{ fontWeight: 600 }}>
          {t('reports.band', { label: details.label })}
        </Typography>
      </Stack>
      {details.explanation_text && <Typography>{details.explanation_text}</Typography>}
    </Stack>
  );
}

function ScoredElement({ element, level }: { element: ReportElement; level: number }) {
  const { t } = useTranslation();
  const title =
    element.report_element_type === 'single_question'
      ? (element.question ?? element.name ?? '')
      : (element.name ?? element.question ?? '');
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-label={title || undefined}
      sx={{ p: { xs: 2, sm: 3 } }}
    >
      <Stack spacing={1.5}>
        {element.report_element_type === 'single_question' && element.name && (
          <Typography variant="overline" color="text.secondary" component="p">
            {element.name}
          </Typography>
        )}
        <Typography variant="h6" component={heading(level)}>
          {title}
        </Typography>
        {element.explanation_text && (
          <Typography color="text.secondary">{element.explanation_text}</Typography>
        )}
        {element.report_element_type === 'single_question' && (
          <Typography>
            {t('reports.yourAnswer')}{' '}
            <Box component="strong">{element.answer ?? t('reports.noAnswer')}</Box>
          </Typography>
        )}
        {element.score !== null && element.max_score !== null && (
          <Typography>
            {t('reports.score')}{' '}
            <Box component="strong">
              {t('reports.scoreOf', { score: element.score, max: element.max_score })}
            </Box>
          </Typography>
        )}
        {element.bar_details && (
          <ReportBarMeter
            bar={element.bar_details}
            details={element.answer_details}
            maxScore={element.max_score}
            label={t('reports.barLabel', { name: title })}
          />
        )}
        <Band element={element} />
      </Stack>
    </Paper>
  );
}

/**
 * A generated report: its name, date and description, then its elements in order: titles as
 * headings, single questions with the answer, combined questions with the score; scored elements
 * with their bar, band label, colour and explanation.
 */
export function ReportView({ report, level = 1 }: { report: Report; level?: Level }) {
  const { t, i18n } = useTranslation();
  const elements = [...report.report_elements].sort((a, b) => a.position - b.position);
  return (
    <Stack spacing={3} lang={report.language}>
      <Stack spacing={1}>
        <Typography variant={level === 1 ? 'h4' : 'h5'} component={heading(level)}>
          {report.name ?? t('reports.untitled')}
        </Typography>
        <Typography color="text.secondary">
          {t('reports.createdOn', { date: reportDate(report.created_at, i18n.resolvedLanguage) })}
        </Typography>
        {report.description && <Typography>{report.description}</Typography>}
      </Stack>
      <Divider />
      {elements.length === 0 && <Typography>{t('reports.noElements')}</Typography>}
      {elements.map((element) =>
        element.report_element_type === 'title' ? (
          <Stack key={element.id} spacing={0.5}>
            <Typography variant="h5" component={heading(level + 1)}>
              {element.name}
            </Typography>
            {element.explanation_text && (
              <Typography color="text.secondary">{element.explanation_text}</Typography>
            )}
          </Stack>
        ) : (
          <ScoredElement key={element.id} element={element} level={level + 2} />
        ),
      )}
    </Stack>
  );
}
