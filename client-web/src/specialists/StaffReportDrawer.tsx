import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Drawer from '@mui/material/Drawer';
import Typography from '@mui/material/Typography';
import { StaffReport, type StaffReportTexts } from '@sinnro/care-ui';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLoad } from '../learning/use-load';
import { shortDate } from './format';
import { fetchStaffReport } from './specialists-api';

/** The report drawer is 640 px wide (client/specialist specification, section 9). */
const REPORT_DRAWER_WIDTH = 640;

/** The staff report's texts in the interface language. */
function useStaffReportTexts(): StaffReportTexts {
  const { t } = useTranslation();
  return useMemo(
    () => ({
      untitled: t('specialists.staffReport.untitled'),
      createdOn: (date) => t('specialists.staffReport.createdOn', { date }),
      result: t('specialists.staffReport.result'),
      total: t('specialists.staffReport.total'),
      scoreOf: (score, max) => t('specialists.staffReport.scoreOf', { score, max }),
      band: t('specialists.staffReport.band'),
      noTotal: t('specialists.staffReport.noTotal'),
      items: t('specialists.staffReport.items'),
      itemNumber: t('specialists.staffReport.itemNumber'),
      question: t('specialists.staffReport.question'),
      answer: t('specialists.staffReport.answer'),
      score: t('specialists.staffReport.score'),
      noAnswer: t('specialists.staffReport.noAnswer'),
      critical: t('specialists.staffReport.critical'),
      criticalAnswer: t('specialists.staffReport.criticalAnswer'),
      noItems: t('specialists.staffReport.noItems'),
      history: {
        heading: t('specialists.staffReport.history.heading'),
        showTable: t('specialists.staffReport.history.showTable'),
        showChart: t('specialists.staffReport.history.showChart'),
        tableCaption: t('specialists.staffReport.history.tableCaption'),
        round: t('specialists.staffReport.history.round'),
        date: t('specialists.staffReport.history.date'),
        total: t('specialists.staffReport.history.total'),
        band: t('specialists.staffReport.history.band'),
        current: t('specialists.staffReport.history.current'),
        bands: t('specialists.staffReport.history.bands'),
        bandRange: (label, from, to) =>
          t('specialists.staffReport.history.bandRange', { label, from, to }),
        roundOn: (round, date) => t('specialists.staffReport.history.roundOn', { round, date }),
      },
    }),
    [t],
  );
}

/**
 * The staff view of one report: every item with the client's answer and score (critical items
 * flagged), the total and band, and the total over every round with the bands behind it.
 */
function StaffReportContent({ id }: { id: number }) {
  const { t, i18n } = useTranslation();
  const texts = useStaffReportTexts();
  const language = i18n.resolvedLanguage;
  const { state } = useLoad(() => fetchStaffReport(id), [id]);
  if (state.status === 'loading') return <Typography>{t('common.loading')}</Typography>;
  if (state.status === 'failed') {
    return <Alert severity="error">{state.message ?? t('specialists.client.reportFailed')}</Alert>;
  }
  return (
    <StaffReport
      report={state.data}
      texts={texts}
      formatDate={(value) => shortDate(value, language)}
    />
  );
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
        {id !== null && <StaffReportContent id={id} />}
      </Box>
    </Drawer>
  );
}
