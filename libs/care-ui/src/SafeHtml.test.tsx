import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SafeHtml } from './SafeHtml';

describe('SafeHtml', () => {
  it('keeps text and formatting, drops scripts, attributes and unsafe links', () => {
    const { container } = render(
      <SafeHtml
        html={
          '<p class="x" onclick="alert(1)">Hej <strong>du</strong></p><script>alert(2)</script>' +
          '<a href="javascript:alert(3)">bad</a><a href="https://example.org">good</a><span>kvar</span>'
        }
      />,
    );
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('[onclick]')).toBeNull();
    expect(container.querySelector('[class="x"]')).toBeNull();
    expect(screen.getByText('du').tagName).toBe('STRONG');
    expect(screen.getByText('bad')).not.toHaveAttribute('href');
    expect(screen.getByText('good')).toHaveAttribute('href', 'https://example.org');
    expect(screen.getByText('good')).toHaveAttribute('rel', 'noopener noreferrer');
    expect(container.querySelector('span')).toBeNull();
    expect(container).toHaveTextContent('kvar');
  });
});
