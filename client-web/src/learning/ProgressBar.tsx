import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

/** A module's or instance's progress in percent, with its text for screen readers and eyes. */
export function ProgressBar({ value, label }: { value: number; label: string }) {
  const { t } = useTranslation();
  const percent = Math.max(0, Math.min(100, Math.round(value)));
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
      <LinearProgress
        variant="determinate"
        value={percent}
        aria-label={label}
        sx={{ flexGrow: 1, height: 8, borderRadius: 4 }}
      />
      <Typography variant="body2" color="text.secondary" sx={{ minWidth: 90 }}>
        {t('learning.progress', { percent })}
      </Typography>
    </Box>
  );
}
