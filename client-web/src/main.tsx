import './styles/base.css';
import './i18n/i18n';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { preloadThemedOutlet } from './layout/themed-outlet-page';

const container = document.getElementById('root');
if (container === null) throw new Error('index.html has no #root element.');

preloadThemedOutlet(window.location.pathname);

createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
