import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { SafeHtml } from '@sinnro/care-ui';
import { type ApiAnswer } from '@sinnro/web-session';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import { apiRequest } from '../api/api-request';
import { currentLocale } from '../i18n/i18n';
import { Loading, LoadFailed } from '../learning/LoadFailed';
import { useLoad } from '../learning/use-load';

type ContentPageView = ApiAnswer<'PagesController_edit'>;

function fetchContentPage(id: number): Promise<ContentPageView> {
  return apiRequest<ContentPageView>(`/api/page/${id}/edit/${currentLocale()}`);
}

function NotFound() {
  const { t } = useTranslation();
  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
      <Typography variant="h4" component="h1">
        {t('contentPage.notFoundTitle')}
      </Typography>
      <Alert severity="info">{t('clientModule.pageNotFound')}</Alert>
      <Button component={RouterLink} to="/clients" variant="contained">
        {t('clientModule.toClients')}
      </Button>
    </Stack>
  );
}

/**
 * /page/{slug} (therapist-premium, clinic-therapist): a module page as the client reads it — its
 * text and its questions with their answer options — in the specialists' frame, opened from the
 * client's module (`slug` is the page's id). Nothing of any client's is shown here.
 */
export function SpecialistContentPage() {
  const { t } = useTranslation();
  const { slug = '' } = useParams();
  const navigate = useNavigate();
  const id = /^[1-9][0-9]{0,9}$/.test(slug) ? Number(slug) : null;
  const { state, reload } = useLoad(
    () => (id === null ? Promise.reject(new Error('no page')) : fetchContentPage(id)),
    [id],
  );
  if (id === null) return <NotFound />;
  if (state.status === 'loading') return <Loading />;
  if (state.status === 'failed') {
    return state.message === null ? <LoadFailed message={null} onRetry={reload} /> : <NotFound />;
  }
  const page = state.data;
  return (
    <Stack spacing={3}>
      <Button sx={{ alignSelf: 'flex-start' }} onClick={() => void navigate(-1)}>
        {t('clientModule.backTo')}
      </Button>
      <Stack spacing={0.5}>
        <Typography variant="h4" component="h1">
          {page.name}
        </Typography>
        <Typography color="text.secondary">{t('clientModule.contentIntro')}</Typography>
      </Stack>
      <Paper sx={{ p: { xs: 2, sm: 3 } }}>
        <Stack spacing={2}>
          {page.body && <SafeHtml html={page.body} />}
          {page.questions.map((question) => (
            <Stack key={question.id} component="section" spacing={1} aria-label={question.text}>
              <Typography sx={{ fontWeight: 600 }}>{question.text}</Typography>
              {question.options.length > 0 && (
                <List dense sx={{ py: 0 }}>
                  {question.options.map((option) => (
                    <ListItem key={option.id} sx={{ py: 0 }}>
                      {option.label}
                    </ListItem>
                  ))}
                </List>
              )}
            </Stack>
          ))}
          {!page.body && page.questions.length === 0 && (
            <Typography color="text.secondary">{t('clientModule.emptyPage')}</Typography>
          )}
        </Stack>
      </Paper>
    </Stack>
  );
}
