import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { BAR_MAX, BAR_MIN, barColor, shownPosition } from './report-bars';
import { type ReportAnswerDetails, type ReportBar } from './reports-api';

interface ReportBarMeterProps {
  bar: ReportBar;
  details: ReportAnswerDetails | null;
  maxScore: number | null;
  /** What the bar measures (the element's name or question). */
  label: string;
}

/**
 * A report bar: the track 0–100, filled in the band's colour (grey without a band) up to the
 * marker at the shown value (clamped to 1.5–98.5); a meter with its values for screen readers.
 */
export function ReportBarMeter({ bar, details, maxScore, label }: ReportBarMeterProps) {
  const { t } = useTranslation();
  const position = shownPosition(bar.shown_value);
  const color = barColor(details?.color);
  const score = details?.value ?? null;
  const valueText = [
    score !== null && maxScore !== null
      ? t('reports.scoreOf', { score, max: maxScore })
      : t('reports.percent', { value: bar.value }),
    details?.label ?? null,
  ]
    .filter((part) => part !== null)
    .join(', ');
  return (
    <Box>
      <Box
        role="meter"
        aria-label={label}
        aria-valuemin={bar.min ?? BAR_MIN}
        aria-valuemax={bar.max ?? BAR_MAX}
        aria-valuenow={bar.value}
        aria-valuetext={valueText}
        sx={{
          position: 'relative',
          height: 14,
          borderRadius: 7,
          bgcolor: 'grey.200',
          border: 1,
          borderColor: 'grey.400',
          overflow: 'visible',
        }}
      >
        <Box
          data-testid="report-bar-fill"
          // Values per report: inline, not a generated class each.
          style={{ width: `${position}%`, backgroundColor: color }}
          sx={{ position: 'absolute', insetBlock: 0, insetInlineStart: 0, borderRadius: 7 }}
        />
        <Box
          aria-hidden="true"
          style={{ insetInlineStart: `calc(${position}% - 3px)` }}
          sx={{
            position: 'absolute',
            top: -5,
            width: 6,
            height: 22,
            borderRadius: 1,
            bgcolor: 'text.primary',
          }}
        />
      </Box>
      <Box aria-hidden="true" sx={{ display: 'flex', justifyContent: 'space-between', mt: 0.75 }}>
        <Typography variant="caption" color="text.secondary">
          0
        </Typography>
        {maxScore !== null && (
          <Typography variant="caption" color="text.secondary">
            {maxScore}
          </Typography>
        )}
      </Box>
    </Box>
  );
}
