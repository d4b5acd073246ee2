import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { SUPPORT_URL } from '../api/config';
import { LanguageSwitch } from '../i18n/LanguageSwitch';

/** The sections of the terms, in order; each has a heading and its paragraphs in the texts. */
export const TERMS_SECTIONS = [
  'service',
  'emergency',
  'account',
  'data',
  'contact',
  'responsibility',
  'ending',
  'changes',
] as const;

/**
 * /terms: the terms of use a new client accepts at sign-up (the e-ID onboarding links here). Open
 * to anyone, logged in or not, in Swedish and English.
 */
export function TermsPage() {
  const { t } = useTranslation();
  return (
    <Box component="main" sx={{ minHeight: '100vh', bgcolor: 'background.default', p: 2 }}>
      <Paper sx={{ maxWidth: 760, mx: 'auto', p: { xs: 3, sm: 5 } }}>
        <Stack spacing={3}>
          <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
            <LanguageSwitch />
          </Box>
          <Box>
            <Typography variant="h4" component="h1">
              {t('terms.title')}
            </Typography>
            <Typography color="text.secondary">{t('terms.intro')}</Typography>
          </Box>
          {TERMS_SECTIONS.map((section) => (
            <Box component="section" key={section} aria-labelledby={`terms-${section}`}>
              <Typography id={`terms-${section}`} variant="h6" component="h2" sx={{ mb: 1 }}>
                {t(`terms.${section}.title`)}
              </Typography>
              <Typography>{t(`terms.${section}.text`)}</Typography>
            </Box>
          ))}
          <Typography>
            {t('terms.questions')} <Link href={SUPPORT_URL}>{t('terms.support')}</Link>
          </Typography>
        </Stack>
      </Paper>
    </Box>
  );
}
