import { AppBar, LoadingIndicator } from 'react-admin';
import { LanguageMenu } from '../i18n/LanguageMenu';
import { ConsoleUserMenu } from './ConsoleUserMenu';
import { useIdleLogout } from './idle-logout';

/** The app bar is on every screen of the layout: it also ends an idle session (idle-logout.ts). */
export const ConsoleAppBar = () => {
  useIdleLogout();
  return (
    <AppBar
      userMenu={<ConsoleUserMenu />}
      // White on the theme's secondary blue (#2196f3) is 3.1:1; its dark shade passes WCAG AA.
      sx={{ bgcolor: 'secondary.dark' }}
      toolbar={
        <>
          <LanguageMenu color="inherit" />
          <LoadingIndicator />
        </>
      }
    />
  );
};
