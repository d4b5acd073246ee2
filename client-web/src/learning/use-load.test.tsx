import { act, render, screen } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { changeLocale, currentLocale } from '../i18n/i18n';
import { useLoad } from './use-load';

/** A module-level loader, as the pages pass them: the same function on every render. */
const loadLocale = vi.fn(() => Promise.resolve(currentLocale()));

function Probe() {
  const { state } = useLoad(loadLocale, []);
  return <p>{state.status === 'ready' ? state.data : 'loading'}</p>;
}

afterEach(async () => {
  await act(async () => {
    await changeLocale('sv');
  });
});

it('loads again in the new language when the interface language changes', async () => {
  render(<Probe />);
  expect(await screen.findByText('sv')).toBeInTheDocument();
  await act(async () => {
    await changeLocale('en');
  });
  expect(await screen.findByText('en')).toBeInTheDocument();
  expect(loadLocale).toHaveBeenCalledTimes(2);
});
