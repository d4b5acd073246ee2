import { AppBar, LoadingIndicator } from 'react-admin';
import { LanguageSwitchButton } from '../i18n/LanguageSwitchButton';
import { ConsoleUserMenu } from './ConsoleUserMenu';

export const ConsoleAppBar = () => (
  <AppBar
    userMenu={<ConsoleUserMenu />}
    toolbar={
      <>
        <LanguageSwitchButton color="inherit" />
        <LoadingIndicator />
      </>
    }
  />
);
