import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { readCookie } from '@sinnro/web-session';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { recordOffer } from './reports-api';

/** The cookie that asks for the therapist offer (client/specialist spec, sections 4 and 9). */
export const SUGGEST_THERAPIST_COOKIE = 'suggestTherapist';

type View = 'closed' | 'offer' | 'accepted';

/**
 * The therapist offer of a report: a banner while the suggestTherapist cookie is "true" and the
 * offer is not accepted. Read more records the display time and opens the dialog; accepting
 * records the acceptance time and shows a confirmation; closing the first view records a decline
 * time. Success is an answer whose status is "Success"; failures are silent.
 */
export function TherapistOffer({
  report,
}: {
  report: { id: number; offer_accepted_at: string | null };
}) {
  const { t } = useTranslation();
  const titleId = useId();
  const [accepted, setAccepted] = useState(report.offer_accepted_at !== null);
  const [view, setView] = useState<View>('closed');
  const [busy, setBusy] = useState(false);
  const suggested = readCookie(SUGGEST_THERAPIST_COOKIE) === 'true';
  if (!suggested) return null;

  const readMore = () => {
    setView('offer');
    void recordOffer(report.id, 'offer_display_at');
  };
  const decline = () => {
    setView('closed');
    void recordOffer(report.id, 'offer_declined_at');
  };
  const accept = async () => {
    setBusy(true);
    const done = await recordOffer(report.id, 'offer_accepted_at');
    setBusy(false);
    if (done) {
      setAccepted(true);
      setView('accepted');
    } else {
      setView('closed');
    }
  };

  return (
    <>
      {!accepted && (
        <Alert
          severity="info"
          role="region"
          aria-label={t('reports.offer.bannerTitle')}
          action={
            <Button color="inherit" size="small" onClick={readMore} sx={{ whiteSpace: 'nowrap' }}>
              {t('reports.offer.readMore')}
            </Button>
          }
        >
          <AlertTitle>{t('reports.offer.bannerTitle')}</AlertTitle>
          {t('reports.offer.bannerText')}
        </Alert>
      )}
      <Dialog
        open={view !== 'closed'}
        onClose={() => (view === 'offer' ? decline() : setView('closed'))}
        aria-labelledby={titleId}
        maxWidth="sm"
        fullWidth
      >
        {view === 'accepted' ? (
          <>
            <DialogTitle id={titleId}>{t('reports.offer.acceptedTitle')}</DialogTitle>
            <DialogContent>
              <DialogContentText>{t('reports.offer.acceptedText')}</DialogContentText>
            </DialogContent>
            <DialogActions>
              <Button variant="contained" onClick={() => setView('closed')}>
                {t('common.close')}
              </Button>
            </DialogActions>
          </>
        ) : (
          <>
            <DialogTitle id={titleId}>{t('reports.offer.dialogTitle')}</DialogTitle>
            <DialogContent>
              <DialogContentText sx={{ mb: 2 }}>{t('reports.offer.dialogText')}</DialogContentText>
              <DialogContentText>{t('reports.offer.dialogPrivacy')}</DialogContentText>
            </DialogContent>
            <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
              <Button onClick={decline} disabled={busy}>
                {t('reports.offer.decline')}
              </Button>
              <Button variant="contained" onClick={() => void accept()} disabled={busy}>
                {t('reports.offer.accept')}
              </Button>
            </DialogActions>
          </>
        )}
      </Dialog>
    </>
  );
}
