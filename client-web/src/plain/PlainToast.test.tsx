import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TOAST_DURATION_MS } from '../layout/toast-duration';
import { PlainErrorToast } from './PlainToast';

function renderToast(onClose = vi.fn()) {
  render(
    <PlainErrorToast message="Det gick inte att nå servern. Försök igen." onClose={onClose} />,
  );
  return onClose;
}

describe('plain toast', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });

  afterEach(() => {
    vi.useRealTimers();
  });

  it('is an alert with a close button, and closes after the toast duration', () => {
    const onClose = renderToast();

    expect(screen.getByRole('alert')).toHaveTextContent('Det gick inte att nå servern.');
    act(() => {
      vi.advanceTimersByTime(TOAST_DURATION_MS - 1);
    });
    expect(onClose).not.toHaveBeenCalled();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('waits while the pointer is on it, then gives half the time again', () => {
    const onClose = renderToast();
    const toast = screen.getByRole('alert');

    fireEvent.mouseEnter(toast);
    act(() => {
      vi.advanceTimersByTime(2 * TOAST_DURATION_MS);
    });
    expect(onClose).not.toHaveBeenCalled();
    fireEvent.mouseLeave(toast);
    act(() => {
      vi.advanceTimersByTime(TOAST_DURATION_MS / 2);
    });
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('closes on Escape and on its close button', () => {
    const onClose = renderToast();

    fireEvent.keyDown(document, { key: 'Escape' });
    fireEvent.click(screen.getByRole('button', { name: 'Stäng' }));

    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it('shows nothing without a message', () => {
    render(<PlainErrorToast message={null} onClose={vi.fn()} />);

    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
