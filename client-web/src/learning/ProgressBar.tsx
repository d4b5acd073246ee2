import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

/**
 * A module's or instance's progress, with its text for screen readers and eyes: the server's whole
 * percent (its progress rule), shown as it comes.
 */
export function ProgressBar({ value: percent, label }: { value: number; label: string }) {
  const { t } = useTranslation();
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
