import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router';
import { ApiError } from '../api/api-error';
import {
  createReview,
  daysAgo,
  fetchReviews,
  reviewPath,
  type ReviewSummary,
} from './access-log-reviews-api';

type Loaded =
  { status: 'loading' } | { status: 'failed' } | { status: 'ready'; rows: ReviewSummary[] };

const fieldText = (value: string | string[] | undefined) =>
  Array.isArray(value) ? value.join(' ') : value;

/**
 * /clinic/access-log-reviews: the clinic admin's sample reviews of the access log (HSLF-FS
 * 2016:40 4:9), newest first, and a new sample of the clinic's clients' reads over a period.
 */
export function ClinicAccessLogReviewsPage() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const [loaded, setLoaded] = useState<Loaded>({ status: 'loading' });
  const [form, setForm] = useState({ from: daysAgo(30), to: daysAgo(0), size: '25' });
  const [errors, setErrors] = useState<Record<string, string | string[]>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    let active = true;
    fetchReviews().then(
      (page) => active && setLoaded({ status: 'ready', rows: page.data }),
      () => active && setLoaded({ status: 'failed' }),
    );
    return () => {
      active = false;
    };
  }, []);

  const submit = async () => {
    setBusy(true);
    setErrors({});
    setFailure(null);
    try {
      const review = await createReview({
        from: form.from,
        to: form.to,
        sample_size: Number(form.size),
      });
      await navigate(reviewPath(review.id));
    } catch (error) {
      if (error instanceof ApiError) {
        setErrors(error.errors);
        setFailure(error.message);
      } else setFailure(t('errors.network'));
    } finally {
      setBusy(false);
    }
  };

  const locale = i18n.language === 'en' ? 'en-GB' : 'sv-SE';
  return (
    <Stack spacing={3} sx={{ minWidth: 0 }}>
      <Stack spacing={1}>
        <Typography variant="h4" component="h1">
          {t('clinic.accessLogReviews.title')}
        </Typography>
        <Typography>{t('clinic.accessLogReviews.intro')}</Typography>
      </Stack>
      <Paper component="section" aria-labelledby="new-sample" sx={{ p: 2 }}>
        <Typography id="new-sample" variant="h6" component="h2" gutterBottom>
          {t('clinic.accessLogReviews.new')}
        </Typography>
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={2}
          alignItems={{ sm: 'flex-start' }}
        >
          <TextField
            type="date"
            label={t('clinic.accessLogReviews.from')}
            value={form.from}
            onChange={(event) => setForm({ ...form, from: event.target.value })}
            error={errors.from !== undefined}
            helperText={fieldText(errors.from)}
            slotProps={{ inputLabel: { shrink: true } }}
          />
          <TextField
            type="date"
            label={t('clinic.accessLogReviews.to')}
            value={form.to}
            onChange={(event) => setForm({ ...form, to: event.target.value })}
            error={errors.to !== undefined}
            slotProps={{ inputLabel: { shrink: true } }}
          />
          <TextField
            type="number"
            label={t('clinic.accessLogReviews.size')}
            value={form.size}
            onChange={(event) => setForm({ ...form, size: event.target.value })}
            error={errors.sample_size !== undefined}
            helperText={fieldText(errors.sample_size)}
            slotProps={{ htmlInput: { min: 1, max: 200 } }}
          />
          <Button variant="contained" onClick={() => void submit()} disabled={busy}>
            {t('clinic.accessLogReviews.draw')}
          </Button>
        </Stack>
        {failure && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {failure}
          </Alert>
        )}
      </Paper>
      {loaded.status === 'loading' && <Typography>{t('common.loading')}</Typography>}
      {loaded.status === 'failed' && <Alert severity="error">{t('errors.network')}</Alert>}
      {loaded.status === 'ready' && loaded.rows.length === 0 && (
        <Typography>{t('clinic.accessLogReviews.empty')}</Typography>
      )}
      {loaded.status === 'ready' && loaded.rows.length > 0 && (
        <Paper>
          <List sx={{ p: 0 }}>
            {loaded.rows.map((review) => (
              <ListItem key={review.id} divider sx={{ display: 'block' }} data-testid="review-row">
                <Link component={RouterLink} to={reviewPath(review.id)}>
                  {t('clinic.accessLogReviews.row', {
                    from: review.period_from,
                    to: review.period_to,
                    entries: review.entry_count,
                    flagged: review.flagged_count,
                    reviewed: review.reviewed_count,
                  })}
                </Link>
                <Typography variant="body2" color="text.secondary">
                  {t('clinic.accessLogReviews.by', {
                    date: new Date(review.created_at).toLocaleString(locale, {
                      dateStyle: 'short',
                      timeStyle: 'short',
                    }),
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
}
