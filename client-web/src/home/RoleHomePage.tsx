import { type Role } from '@sinnro/access';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { CONSOLE_URL } from '../api/config';
import { useSignedInUser } from '../session/session-context';
import { roleLabel } from './role-label';

// Administrators, content creators and health coaches do their work in the console app.
const CONSOLE_WORK_ROLES: readonly string[] = ['admin', 'cc', 'hc'] satisfies Role[];

/**
 * The client-web home of the roles whose screens are in the console (admin, cc, hc): who is
 * logged in, and the way to the console.
 */
export function RoleHomePage() {
  const { t } = useTranslation();
  const user = useSignedInUser();
  const role = roleLabel(t, user);

  return (
    <Paper sx={{ p: { xs: 3, sm: 4 } }}>
      <Stack spacing={2}>
        <Typography variant="h4" component="h1">
          {t('home.welcome', { name: user.profile.first_name })}
        </Typography>
        <Typography>
          {t('home.signedInAs')} <strong>{role}</strong>
        </Typography>
        {CONSOLE_WORK_ROLES.includes(user.role) && (
          <>
            <Typography>{t('home.consoleInfo')}</Typography>
            <Link href={CONSOLE_URL}>{t('home.openConsole')}</Link>
          </>
        )}
      </Stack>
    </Paper>
  );
}
