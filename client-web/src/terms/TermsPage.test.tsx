import { screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonResponse, mockFetch } from '../test/fetch-mock';
import { renderAppAt } from '../test/render-app';

describe('the terms of use (/terms)', () => {
  it('are open to a visitor who is not logged in, in Swedish and English', async () => {
    mockFetch(() => jsonResponse(401, { statusCode: 401, message: 'Unauthorized' }));
    renderAppAt('/terms');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Användarvillkor för Sinnro' }),
    ).toBeInTheDocument();
    expect(window.location.pathname).toBe('/terms');
    expect(screen.getByRole('heading', { level: 2, name: 'Inte för akuta lägen' })).toBeVisible();
    expect(screen.getByText(/ring 112/)).toBeInTheDocument();

    await userEvent.setup().click(screen.getByRole('button', { name: 'English' }));
    expect(
      screen.getByRole('heading', { level: 1, name: 'Terms of use for Sinnro' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Your data' })).toBeInTheDocument();
  });
});
