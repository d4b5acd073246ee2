import './styles/base.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { loadSelectedLocale } from './i18n/i18n';
import { App } from './App';
import { preloadThemedOutlet } from './layout/themed-outlet-page';

const container = document.getElementById('root');
if (container === null) throw new Error('index.html has no #root element.');

preloadThemedOutlet(window.location.pathname);

// A visitor who chose English gets its texts before the first render (Swedish is in the entry).
void loadSelectedLocale().then(() =>
  createRoot(container).render(
    <StrictMode>
      <App />
    </StrictMode>,
  ),
);
