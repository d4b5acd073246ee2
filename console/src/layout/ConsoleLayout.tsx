import { UserAbilityProvider } from '@sinnro/web-session';
import { useEffect, type ReactNode } from 'react';
import { Layout, useLogout, usePermissions } from 'react-admin';
import { RightToLeft } from '../i18n/RightToLeft';
import { type ConsolePermissions } from '../providers/access';
import { consoleSession } from '../providers/session';
import { ConsoleAppBar } from './ConsoleAppBar';
import { ConsoleMenu } from './ConsoleMenu';
import { RowCheckboxLabels } from './RowCheckboxLabels';

/** While the console is open: refresh the token on time; when the session ends, log out. */
function useKeepSession(): void {
  const logout = useLogout();
  useEffect(() => consoleSession.start(), []);
  useEffect(() => consoleSession.onEnded(() => void logout()), [logout]);
}

export const ConsoleLayout = ({ children }: { children: ReactNode }) => {
  useKeepSession();
  const { permissions } = usePermissions<ConsolePermissions>();
  return (
    <UserAbilityProvider source={permissions ?? null}>
      <RightToLeft>
        <Layout appBar={ConsoleAppBar} menu={ConsoleMenu}>
          <RowCheckboxLabels>{children}</RowCheckboxLabels>
        </Layout>
      </RightToLeft>
    </UserAbilityProvider>
  );
};
