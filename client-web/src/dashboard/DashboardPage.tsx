import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { BrandLogo } from '../client/BrandLogo';
import { useClientShell } from '../client/client-shell';
import { MENU_ICONS } from '../client/menu-icons';
import { clientMenuEntries } from '../client/menu-rules';
import { useSignedInUser } from '../session/session-context';

/** The client's start page: the logo instead of a header bar, a greeting and the shortcuts. */
export function DashboardPage() {
  const { t } = useTranslation();
  const user = useSignedInUser();
  const { held } = useClientShell();
  const shortcuts = clientMenuEntries(user, held).filter((entry) => entry.key !== 'dashboard');
  return (
    <Stack spacing={3}>
      <BrandLogo size={48} />
      <Box>
        <Typography variant="h4" component="h1">
          {t('home.welcome', { name: user.profile.first_name })}
        </Typography>
        <Typography color="text.secondary">{t('dashboard.intro')}</Typography>
      </Box>
      <Box component="section" aria-labelledby="dashboard-shortcuts">
        <Typography id="dashboard-shortcuts" variant="h6" component="h2" sx={{ mb: 1 }}>
          {t('dashboard.shortcuts')}
        </Typography>
        <Box
          component="ul"
          sx={{
            listStyle: 'none',
            p: 0,
            m: 0,
            display: 'grid',
            gap: 2,
            gridTemplateColumns: 'repeat(auto-fill, minmax(180px, 1fr))',
          }}
        >
          {shortcuts.map((entry) => (
            <li key={entry.key}>
              <Card variant="outlined">
                <CardActionArea
                  component={Link}
                  to={entry.path}
                  sx={{ p: 2, display: 'flex', gap: 1.5, justifyContent: 'flex-start' }}
                >
                  <Box sx={{ color: 'primary.main', display: 'flex' }}>{MENU_ICONS[entry.key]}</Box>
                  <Typography>{t(`client.menu.${entry.key}`)}</Typography>
                </CardActionArea>
              </Card>
            </li>
          ))}
        </Box>
      </Box>
    </Stack>
  );
}
