import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';
import { ApiError } from '../api/api-error';
import {
  downloadReviewCsv,
  fetchReview,
  markEntry,
  REVIEWS_PATH,
  type ReviewDetails,
  type ReviewEntry,
} from './access-log-reviews-api';

/** One sampled read, its flag, and the reviewer's "Granskad" and comment. */
function EntryCard({ reviewId, entry }: { reviewId: number; entry: ReviewEntry }) {
  const { t, i18n } = useTranslation();
  const [reviewed, setReviewed] = useState(entry.reviewed);
  const [comment, setComment] = useState(entry.comment ?? '');
  const [error, setError] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const save = async () => {
    setError(null);
    setSaved(false);
    try {
      await markEntry(reviewId, entry.id, { reviewed, comment });
      setSaved(true);
    } catch (failure) {
      setError(failure instanceof ApiError ? failure.message : t('errors.network'));
    }
  };
  const locale = i18n.language === 'en' ? 'en-GB' : 'sv-SE';
  const line = (label: string, value: string) => (
    <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
      <strong>{label}:</strong> {value}
    </Typography>
  );
  return (
    <Paper
      component="li"
      data-testid="review-entry"
      data-flagged={entry.flagged}
      sx={{
        p: 2,
        listStyle: 'none',
        borderLeft: 4,
        borderColor: entry.flagged ? 'error.main' : 'divider',
      }}
    >
      <Stack spacing={1}>
        {entry.flagged && (
          <Chip
            color="error"
            label={t('clinic.accessLogReviews.flagged', { reason: entry.flag_text })}
            sx={{ alignSelf: 'flex-start', maxWidth: '100%' }}
          />
        )}
        {line(
          t('clinic.accessLogReviews.when'),
          new Date(entry.occurred_at).toLocaleString(locale, {
            dateStyle: 'short',
            timeStyle: 'short',
          }),
        )}
        {line(
          t('clinic.accessLogReviews.who'),
          `${entry.actor_name ?? '–'}${entry.actor_role ? ` (${entry.actor_role})` : ''}`,
        )}
        {line(t('clinic.accessLogReviews.client'), entry.client_name ?? '–')}
        {line(t('clinic.accessLogReviews.what'), entry.what.text)}
        {line(t('clinic.accessLogReviews.relation'), entry.relation_text)}
        <FormControlLabel
          control={
            <Checkbox checked={reviewed} onChange={(event) => setReviewed(event.target.checked)} />
          }
          label={t('clinic.accessLogReviews.reviewed')}
        />
        <TextField
          label={t('clinic.accessLogReviews.comment')}
          value={comment}
          onChange={(event) => setComment(event.target.value)}
          multiline
          minRows={2}
          error={error !== null}
          helperText={
            error ?? (entry.flagged ? t('clinic.accessLogReviews.commentHelp') : undefined)
          }
        />
        <Stack direction="row" spacing={2} alignItems="center">
          <Button variant="outlined" onClick={() => void save()}>
            {t('clinic.accessLogReviews.save')}
          </Button>
          {saved && <Typography role="status">{t('clinic.accessLogReviews.saved')}</Typography>}
        </Stack>
      </Stack>
    </Paper>
  );
}

/** /clinic/access-log-reviews/:id: a review's entries, marks and the CSV download. */
export function ClinicAccessLogReviewPage() {
  const { t } = useTranslation();
  const id = Number(useParams().id);
  const [review, setReview] = useState<ReviewDetails | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  useEffect(() => {
    let active = true;
    fetchReview(id).then(
      (loaded) => active && setReview(loaded),
      (error: unknown) =>
        active && setFailure(error instanceof ApiError ? error.message : t('errors.network')),
    );
    return () => {
      active = false;
    };
  }, [id, t]);
  if (failure) return <Alert severity="error">{failure}</Alert>;
  if (!review) return <Typography>{t('common.loading')}</Typography>;
  return (
    <Stack spacing={2} sx={{ minWidth: 0 }}>
      <Link component={RouterLink} to={REVIEWS_PATH}>
        {t('clinic.accessLogReviews.back')}
      </Link>
      <Typography variant="h4" component="h1">
        {t('clinic.accessLogReviews.detailTitle', {
          from: review.period_from,
          to: review.period_to,
        })}
      </Typography>
      <Typography>
        {t('clinic.accessLogReviews.population', {
          entries: review.entry_count,
          population: review.population,
        })}
      </Typography>
      <Button
        variant="contained"
        sx={{ alignSelf: 'flex-start' }}
        onClick={() =>
          void downloadReviewCsv(review.id).catch((error: unknown) =>
            setFailure(error instanceof ApiError ? error.message : t('errors.network')),
          )
        }
      >
        {t('clinic.accessLogReviews.csv')}
      </Button>
      <Stack component="ul" spacing={2} sx={{ p: 0, m: 0 }}>
        {review.entries.map((entry) => (
          <EntryCard key={entry.id} reviewId={review.id} entry={entry} />
        ))}
      </Stack>
    </Stack>
  );
}
