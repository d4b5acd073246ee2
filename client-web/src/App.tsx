import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { useState } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { theme } from './layout/theme';
import { routes } from './routes';
import { SessionProvider } from './session/SessionProvider';

export function App() {
  // Created on mount so that each render of <App /> (and each test) starts from the current URL.
  const [router] = useState(() => createBrowserRouter(routes));
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <SessionProvider>
        <RouterProvider router={router} />
      </SessionProvider>
    </ThemeProvider>
  );
}
