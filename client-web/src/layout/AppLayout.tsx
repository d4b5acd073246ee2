import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import LogoutIcon from '@mui/icons-material/Logout';
import { useTranslation } from 'react-i18next';
import { Outlet, useNavigate } from 'react-router';
import { LanguageSwitch } from '../i18n/LanguageSwitch';
import { ImpersonationBar } from '../impersonation/ImpersonationBar';
import { useSession, useSignedInUser } from '../session/session-context';

/** The frame around the logged-in pages: brand, user name, language switch and log out. */
export function AppLayout() {
  const { t } = useTranslation();
  const { logOut } = useSession();
  const { profile } = useSignedInUser();
  const navigate = useNavigate();

  const leave = async () => {
    await logOut();
    await navigate('/login', { replace: true });
  };

  return (
    <Box sx={{ minHeight: '100vh', bgcolor: 'background.default' }}>
      <AppBar position="static" elevation={0}>
        <Toolbar sx={{ gap: 2 }}>
          <Typography variant="h6" component="div" sx={{ flexGrow: 1 }}>
            {t('app.name')}
          </Typography>
          <Typography variant="body2" sx={{ display: { xs: 'none', sm: 'block' } }}>
            {profile.first_name} {profile.last_name}
          </Typography>
          <LanguageSwitch />
          <Button color="inherit" startIcon={<LogoutIcon />} onClick={() => void leave()}>
            {t('layout.logout')}
          </Button>
        </Toolbar>
      </AppBar>
      <Container component="main" maxWidth="md" sx={{ py: 4, pb: 10 }}>
        <Outlet />
      </Container>
      <ImpersonationBar />
    </Box>
  );
}
