import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Drawer from '@mui/material/Drawer';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useLoad } from '../learning/use-load';
import { ReportView } from '../reports/ReportView';
import { fetchStaffReport } from './specialists-api';

/** The report drawer is 640 px wide (client/specialist specification, section 9). */
const REPORT_DRAWER_WIDTH = 640;

function StaffReport({ id }: { id: number }) {
  const { t } = useTranslation();
  const { state } = useLoad(() => fetchStaffReport(id), [id]);
  if (state.status === 'loading') return <Typography>{t('common.loading')}</Typography>;
  if (state.status === 'failed') {
    return <Alert severity="error">{state.message ?? t('specialists.client.reportFailed')}</Alert>;
  }
  return <ReportView report={state.data} level={2} />;
}

/** One of the client's reports, read through the specialist report route, in a drawer. */
export function StaffReportDrawer({ id, onClose }: { id: number | null; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Drawer
      anchor="right"
      open={id !== null}
      onClose={onClose}
      slotProps={{
        paper: {
          sx: { width: REPORT_DRAWER_WIDTH, maxWidth: '100%' },
          role: 'dialog',
          'aria-label': t('specialists.client.reportDrawer'),
        },
      }}
    >
      <Box sx={{ p: { xs: 2, sm: 3 } }}>
        <Box sx={{ display: 'flex', justifyContent: 'flex-end', mb: 1 }}>
          <Button onClick={onClose}>{t('specialists.client.closeReport')}</Button>
        </Box>
        {id !== null && <StaffReport id={id} />}
      </Box>
    </Drawer>
  );
}
