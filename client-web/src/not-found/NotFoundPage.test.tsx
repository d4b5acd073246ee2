import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderAppAt } from '../test/render-app';

describe('not-found page', () => {
  it('is shown, translated, for an unknown path', () => {
    renderAppAt('/no/such/page');

    expect(screen.getByRole('heading', { name: 'Sidan hittades inte' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Till startsidan' })).toHaveAttribute('href', '/');
  });
});
