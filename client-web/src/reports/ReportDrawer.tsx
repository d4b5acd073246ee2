import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import MuiLink from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useWideScreen } from '../client/use-wide-screen';
import { Loading, LoadFailed } from '../learning/LoadFailed';
import { ReportView } from './ReportView';
import { TherapistOffer } from './TherapistOffer';
import { useReport } from './use-report';

/** The report drawer's width on wide screens (client/specialist spec, section 9). */
export const REPORT_DRAWER_WIDTH_PX = 640;

function DrawerReport({ id, onViewed }: { id: number; onViewed?: (id: number) => void }) {
  const { t } = useTranslation();
  const { state, reload } = useReport(id, onViewed);
  if (state.status === 'loading') return <Loading />;
  if (state.status === 'failed') return <LoadFailed message={state.message} onRetry={reload} />;
  return (
    <Stack spacing={3}>
      <TherapistOffer report={state.data} />
      <ReportView report={state.data} level={2} />
      <Typography>
        <MuiLink component={RouterLink} to={`/client/report/${id}`}>
          {t('reports.openFullPage')}
        </MuiLink>
      </Typography>
    </Stack>
  );
}

/**
 * A report in a drawer from the right (640 px wide, the whole width on a phone), marked viewed
 * when it has loaded; the module page opens it.
 */
export function ReportDrawer({
  reportId,
  onClose,
  onViewed,
}: {
  reportId: number | null;
  onClose: () => void;
  onViewed?: (id: number) => void;
}) {
  const { t } = useTranslation();
  const wide = useWideScreen();
  const titleId = useId();
  return (
    <Drawer
      anchor="right"
      open={reportId !== null}
      onClose={onClose}
      slotProps={{
        paper: {
          role: 'dialog',
          'aria-modal': true,
          'aria-labelledby': titleId,
          sx: { width: wide ? REPORT_DRAWER_WIDTH_PX : '100%', maxWidth: '100%' },
        },
      }}
    >
      <Stack
        direction="row"
        sx={{
          alignItems: 'center',
          justifyContent: 'space-between',
          px: { xs: 2, sm: 3 },
          py: 1.5,
          borderBottom: 1,
          borderColor: 'divider',
          position: 'sticky',
          top: 0,
          bgcolor: 'background.paper',
          zIndex: 1,
        }}
      >
        <Typography id={titleId} variant="h6" component="p">
          {t('reports.drawerTitle')}
        </Typography>
        <IconButton onClick={onClose} aria-label={t('reports.closeDrawer')} edge="end">
          <CloseIcon />
        </IconButton>
      </Stack>
      <Box sx={{ p: { xs: 2, sm: 3 } }}>
        {reportId !== null && <DrawerReport id={reportId} onViewed={onViewed} />}
      </Box>
    </Drawer>
  );
}
