import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type ReactNode } from 'react';
import { LanguageSwitch } from '../i18n/LanguageSwitch';

interface SessionCardProps {
  /** The page's heading (h1). */
  title: string;
  subtitle?: string;
  children: ReactNode;
  /** Rendered after the card: the page's toasts. */
  toasts?: ReactNode;
}

/** The centred card of the session pages (login, password, invitation), with the language switch. */
export function SessionCard({ title, subtitle, children, toasts }: SessionCardProps) {
  return (
    <Box
      component="main"
      sx={{
        minHeight: '100vh',
        display: 'grid',
        placeItems: 'center',
        bgcolor: 'background.default',
        p: 2,
      }}
    >
      <Paper sx={{ width: '100%', maxWidth: 420, p: { xs: 3, sm: 4 } }}>
        <Stack spacing={3}>
          <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
            <LanguageSwitch />
          </Box>
          <Box>
            <Typography variant="h4" component="h1">
              {title}
            </Typography>
            {subtitle !== undefined && <Typography color="text.secondary">{subtitle}</Typography>}
          </Box>
          {children}
        </Stack>
      </Paper>
      {toasts}
    </Box>
  );
}
