import {
  Alert,
  Button,
  Checkbox,
  Chip,
  FormControlLabel,
  Paper,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useCallback, useState } from 'react';
import {
  Link,
  Loading,
  Title,
  useLocaleState,
  useNotify,
  useParams,
  useTranslate,
} from 'react-admin';
import { useLoad } from '../risk-flags/use-load';
import { failureText, fieldErrorsOf } from '../users/console-api';
import {
  dateTime,
  downloadReviewCsv,
  fetchReview,
  markEntry,
  type ReviewEntry,
} from './reviews-api';

/** One sampled read: who read what of whom, its flag, and the reviewer's mark and comment. */
const EntryCard = ({ reviewId, entry }: { reviewId: number; entry: ReviewEntry }) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const notify = useNotify();
  const [reviewed, setReviewed] = useState(entry.reviewed);
  const [comment, setComment] = useState(entry.comment ?? '');
  const [error, setError] = useState<string | null>(null);
  const t = (key: string, options?: Record<string, unknown>) =>
    translate(`app.access_log_reviews.${key}`, options);
  const save = async () => {
    setError(null);
    try {
      await markEntry(reviewId, entry.id, { reviewed, comment });
      notify(t('saved'), { type: 'success' });
    } catch (failure) {
      setError(fieldErrorsOf(failure)?.comment ?? failureText(failure, 'app.users.errors.network'));
    }
  };
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
            label={t('flagged', { reason: entry.flag_text })}
            sx={{ alignSelf: 'flex-start', maxWidth: '100%' }}
          />
        )}
        <Typography variant="body2">
          <strong>{t('when')}:</strong> {dateTime(entry.occurred_at, locale)}
        </Typography>
        <Typography variant="body2">
          <strong>{t('who')}:</strong> {entry.actor_name ?? '–'}
          {entry.actor_role ? ` (${entry.actor_role})` : ''}
        </Typography>
        <Typography variant="body2">
          <strong>{t('client')}:</strong> {entry.client_name ?? '–'}
        </Typography>
        <Typography variant="body2">
          <strong>{t('what')}:</strong> {entry.what.text}
        </Typography>
        <Typography variant="body2">
          <strong>{t('relation')}:</strong> {entry.relation_text}
        </Typography>
        <FormControlLabel
          control={
            <Checkbox checked={reviewed} onChange={(event) => setReviewed(event.target.checked)} />
          }
          label={t('reviewed')}
        />
        <TextField
          label={t('comment')}
          value={comment}
          onChange={(event) => setComment(event.target.value)}
          multiline
          minRows={2}
          error={error !== null}
          helperText={error ?? (entry.flagged ? t('comment_help') : undefined)}
        />
        <Button variant="outlined" onClick={() => void save()} sx={{ alignSelf: 'flex-start' }}>
          {t('save')}
        </Button>
      </Stack>
    </Paper>
  );
};

/** A sample review: its entries (flagged ones marked with their reason) and the CSV download. */
export const ReviewShow = () => {
  const translate = useTranslate();
  const notify = useNotify();
  const id = Number(useParams().id);
  const { state } = useLoad(useCallback(() => fetchReview(id), [id]));
  const t = (key: string, options?: Record<string, unknown>) =>
    translate(`app.access_log_reviews.${key}`, options);
  if (state.status === 'loading') return <Loading />;
  if (state.status === 'failed') return <Alert severity="error">{state.message}</Alert>;
  const review = state.data;
  const title = t('detail_title', { from: review.period_from, to: review.period_to });
  return (
    <Stack spacing={2} sx={{ p: { xs: 1, sm: 2 }, maxWidth: 900 }}>
      <Title title={title} />
      <Link to="/admin/access-log-reviews" sx={{ color: 'primary.dark' }}>
        {t('back')}
      </Link>
      <Typography variant="h5" component="h1">
        {title}
      </Typography>
      <Typography>
        {review.company_name ?? t('platform')} ·{' '}
        {t('population', { entries: review.entry_count, population: review.population })}
      </Typography>
      <Button
        variant="contained"
        sx={{ alignSelf: 'flex-start' }}
        onClick={() =>
          void downloadReviewCsv(review.id).catch((error: unknown) =>
            notify(failureText(error, 'app.users.errors.network'), { type: 'error' }),
          )
        }
      >
        {t('csv')}
      </Button>
      <Stack component="ul" spacing={2} sx={{ p: 0, m: 0 }}>
        {review.entries.map((entry) => (
          <EntryCard key={entry.id} reviewId={review.id} entry={entry} />
        ))}
      </Stack>
    </Stack>
  );
};
