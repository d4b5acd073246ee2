import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { Loading, LoadFailed } from '../learning/LoadFailed';
import { ReportView } from './ReportView';
import { TherapistOffer } from './TherapistOffer';
import { useReport } from './use-report';

function LoadedReport({ id }: { id: number }) {
  const { state, reload } = useReport(id);
  if (state.status === 'loading') return <Loading />;
  if (state.status === 'failed') return <LoadFailed message={state.message} onRetry={reload} />;
  return (
    <Stack spacing={3}>
      <TherapistOffer report={state.data} />
      <ReportView report={state.data} />
    </Stack>
  );
}

/** /client/report/{id}: one of the client's reports, marked viewed once it has loaded. */
export function ReportPage() {
  const { t } = useTranslation();
  const id = Number(useParams().id);
  return (
    <Stack spacing={3}>
      {Number.isSafeInteger(id) && id > 0 ? (
        <LoadedReport key={id} id={id} />
      ) : (
        <Alert severity="error">{t('reports.notFound')}</Alert>
      )}
      <Button component={Link} to="/client/reports" sx={{ alignSelf: 'flex-start' }}>
        {t('reports.toList')}
      </Button>
    </Stack>
  );
}
