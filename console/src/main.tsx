import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider, ScrollRestoration } from 'react-router-dom';
import { App } from './App';
import { EidProcessLoginPage } from './login/EidProcessLoginPage';
import { ImpersonationHandoverPage } from './users/ImpersonationHandoverPage';

const container = document.getElementById('root');
if (container === null) throw new Error('index.html has no #root element');

// History mode, at the specification's paths (/admin/programs/list). A data router, because
// react-admin's unsaved-changes warning blocks navigation with useBlocker. Imported from
// react-router-dom as react-admin does: under vitest the two packages load as separate copies.
// ScrollRestoration: a new screen starts at the top, as the specification's router does; going
// back returns to where the user was.
const router = createBrowserRouter([
  // The impersonation's hand-over to client-web (users/impersonation-handover.ts), outside react-admin.
  { path: '/impersonation-handover', element: <ImpersonationHandoverPage /> },
  // Where the e-ID login returns (login/EidProcessLoginPage.tsx), outside react-admin too.
  { path: '/process-login', element: <EidProcessLoginPage /> },
  {
    path: '*',
    element: (
      <>
        <ScrollRestoration />
        <App />
      </>
    ),
  },
]);

createRoot(container).render(
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>,
);
