import { Alert, Button, List, ListItem, Paper, Stack, TextField, Typography } from '@mui/material';
import { useCallback, useState } from 'react';
import {
  Link,
  Loading,
  Title,
  useLocaleState,
  useNavigate,
  useNotify,
  useTranslate,
} from 'react-admin';
import { useLoad } from '../risk-flags/use-load';
import { failureText, fieldErrorsOf } from '../users/console-api';
import { createReview, dateTime, fetchReviews, reviewPath } from './reviews-api';

const today = () => new Date().toISOString().slice(0, 10);
const monthAgo = () => new Date(Date.now() - 30 * 24 * 3600 * 1000).toISOString().slice(0, 10);

/** The sample reviews, newest first, and a form to draw a new sample. */
export const ReviewList = () => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const notify = useNotify();
  const navigate = useNavigate();
  const { state } = useLoad(useCallback(() => fetchReviews(), []));
  const [form, setForm] = useState({ from: monthAgo(), to: today(), size: '25' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const t = (key: string, options?: Record<string, unknown>) =>
    translate(`app.access_log_reviews.${key}`, options);

  const submit = async () => {
    setBusy(true);
    setErrors({});
    try {
      const review = await createReview({
        from: form.from,
        to: form.to,
        sample_size: Number(form.size),
      });
      navigate(reviewPath(review.id));
    } catch (error) {
      setErrors(fieldErrorsOf(error) ?? {});
      notify(failureText(error, 'app.users.errors.network'), { type: 'error' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack spacing={2} sx={{ p: { xs: 1, sm: 2 }, maxWidth: 900 }}>
      <Title title={t('title')} />
      <Typography variant="h5" component="h1">
        {t('title')}
      </Typography>
      <Typography>{t('intro')}</Typography>
      <Paper sx={{ p: 2 }} component="section" aria-labelledby="new-sample">
        <Typography id="new-sample" variant="h6" component="h2" gutterBottom>
          {t('new')}
        </Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} alignItems="flex-start">
          <TextField
            type="date"
            label={t('from')}
            value={form.from}
            onChange={(event) => setForm({ ...form, from: event.target.value })}
            error={!!errors.from}
            helperText={errors.from}
            slotProps={{ inputLabel: { shrink: true } }}
          />
          <TextField
            type="date"
            label={t('to')}
            value={form.to}
            onChange={(event) => setForm({ ...form, to: event.target.value })}
            error={!!errors.to}
            slotProps={{ inputLabel: { shrink: true } }}
          />
          <TextField
            type="number"
            label={t('size')}
            value={form.size}
            onChange={(event) => setForm({ ...form, size: event.target.value })}
            error={!!errors.sample_size}
            helperText={errors.sample_size}
            slotProps={{ htmlInput: { min: 1, max: 200 } }}
          />
          <Button variant="contained" onClick={() => void submit()} disabled={busy}>
            {t('draw')}
          </Button>
        </Stack>
      </Paper>
      {state.status === 'loading' && <Loading />}
      {state.status === 'failed' && <Alert severity="error">{state.message}</Alert>}
      {state.status === 'ready' && state.data.data.length === 0 && (
        <Typography>{t('empty')}</Typography>
      )}
      {state.status === 'ready' && state.data.data.length > 0 && (
        <Paper>
          <List sx={{ p: 0 }}>
            {state.data.data.map((review) => (
              <ListItem key={review.id} divider data-testid="review-row" sx={{ display: 'block' }}>
                <Link to={reviewPath(review.id)} sx={{ color: 'primary.dark' }}>
                  {t('row', {
                    from: review.period_from,
                    to: review.period_to,
                    entries: review.entry_count,
                    flagged: review.flagged_count,
                    reviewed: review.reviewed_count,
                  })}
                </Link>
                <Typography variant="body2" color="text.secondary">
                  {review.company_name ?? t('platform')} ·{' '}
                  {t('by', {
                    date: dateTime(review.created_at, locale),
                    name: review.reviewer_name ?? '–',
                  })}
                </Typography>
              </ListItem>
            ))}
          </List>
        </Paper>
      )}
    </Stack>
  );
};
