import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import { Outlet, useLocation } from 'react-router';
import { ImpersonationBar } from '../impersonation/ImpersonationBar';
import { useSignedInUser } from '../session/session-context';
import { BOTTOM_BAR_HEIGHT_VAR, BottomTabBar, TAB_BAR_HEIGHT_PX } from './BottomTabBar';
import { ClientHeader } from './ClientHeader';
import { CLIENT_PATHS, clientMenuEntries, clientTabEntries } from './menu-rules';
import { type ClientShell } from './client-shell';
import { SideMenu } from './SideMenu';
import { useHeldSubscriptions } from './use-held-subscriptions';
import { useWideScreen } from './use-wide-screen';

/**
 * The client's frame: the side menu (on the right) on wide screens, the bottom tab bar with its
 * "more" drawer on narrow ones, and a header bar on every page but the dashboard.
 */
export function ClientLayout() {
  const user = useSignedInUser();
  const held = useHeldSubscriptions(user.id);
  const wide = useWideScreen();
  const { pathname } = useLocation();
  const onDashboard = pathname === CLIENT_PATHS.dashboard;
  return (
    <Box
      sx={{
        display: 'flex',
        minHeight: '100vh',
        bgcolor: 'background.default',
        // What a page that fills the viewport leaves free at the bottom (the messages page).
        [BOTTOM_BAR_HEIGHT_VAR]: wide ? '0px' : `${TAB_BAR_HEIGHT_PX}px`,
      }}
    >
      <Box sx={{ flexGrow: 1, minWidth: 0 }}>
        {!onDashboard && <ClientHeader />}
        <Container
          component="main"
          maxWidth="md"
          sx={{ py: 4, pb: wide ? 10 : `${TAB_BAR_HEIGHT_PX + 80}px` }}
        >
          <Outlet context={{ held } satisfies ClientShell} />
        </Container>
      </Box>
      {wide ? (
        <SideMenu entries={clientMenuEntries(user, held)} />
      ) : (
        <BottomTabBar entries={clientTabEntries(held)} />
      )}
      <ImpersonationBar bottom={wide ? 0 : TAB_BAR_HEIGHT_PX} />
    </Box>
  );
}
