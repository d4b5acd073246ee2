import { AppBar, LoadingIndicator } from 'react-admin';
import { LanguageMenu } from '../i18n/LanguageMenu';
import { ConsoleUserMenu } from './ConsoleUserMenu';

export const ConsoleAppBar = () => (
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
