import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';

export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <Container component="main" maxWidth="sm" sx={{ py: 8 }}>
      <Stack spacing={2} alignItems="flex-start">
        <Typography variant="h4" component="h1">
          {t('notFound.title')}
        </Typography>
        <Typography>{t('notFound.text')}</Typography>
        <Button variant="contained" component={RouterLink} to="/">
          {t('notFound.home')}
        </Button>
      </Stack>
    </Container>
  );
}
