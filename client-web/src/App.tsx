import { useState } from 'react';
import { BrowserRouter, useRoutes } from 'react-router';
import { WhiteLabelTheme } from './layout/WhiteLabelTheme';
import { routes } from './routes';
import { applyStartupConversation } from './messages/startup-conversation';
import { SessionProvider } from './session/SessionProvider';
import { applyStartupRoute } from './startup/route-to';

function AppRoutes() {
  return useRoutes(routes);
}

/**
 * The declarative router (BrowserRouter + useRoutes): the app uses no loaders or actions, and the
 * data router would add about 16 kB gzip to every page.
 */
export function App() {
  // The routeTo startup parameter replaces the address before the router reads it (once a mount).
  useState(applyStartupRoute);
  // conversationid opens that conversation on the client messages page.
  useState(applyStartupConversation);
  return (
    <SessionProvider>
      <WhiteLabelTheme>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </WhiteLabelTheme>
    </SessionProvider>
  );
}
