import { render } from '@testing-library/react';
import { App } from '../App';

/** Renders the whole app, with its browser router, at the given URL. */
export function renderAppAt(url: string) {
  window.history.replaceState(null, '', url);
  return render(<App />);
}
