import Box from '@mui/material/Box';
import { createElement, Fragment, type ReactNode } from 'react';

/** The elements authored page content may use; anything else shows as its text. */
export const SAFE_HTML_ELEMENTS: ReadonlySet<string> = new Set([
  'p',
  'br',
  'strong',
  'b',
  'em',
  'i',
  'u',
  'ul',
  'ol',
  'li',
  'h2',
  'h3',
  'h4',
  'blockquote',
  'a',
]);

const ALLOWED = SAFE_HTML_ELEMENTS;

/** A link's address when it is http(s), mailto or tel (trimmed); any other address is dropped. */
export function safeHref(value: string | null): string | undefined {
  return value !== null && /^(https?:|mailto:|tel:)/i.test(value.trim()) ? value.trim() : undefined;
}

function toReact(node: Node, key: number): ReactNode {
  if (node.nodeType === Node.TEXT_NODE) return node.textContent;
  if (!(node instanceof Element)) return null;
  const children = Array.from(node.childNodes).map(toReact);
  const tag = node.tagName.toLowerCase();
  if (!ALLOWED.has(tag)) return createElement(Fragment, { key }, ...children);
  if (tag === 'br') return createElement('br', { key });
  if (tag === 'a') {
    const href = safeHref(node.getAttribute('href'));
    return createElement(
      'a',
      { key, href, rel: 'noopener noreferrer', target: '_blank' },
      ...children,
    );
  }
  return createElement(tag, { key }, ...children);
}

/**
 * A page's authored HTML as React elements: the document is parsed (never inserted as HTML) and
 * only text and a short list of formatting elements are kept, without attributes except a link's
 * http(s), mailto or tel address.
 */
export function SafeHtml({ html }: { html: string }) {
  const document = new DOMParser().parseFromString(html, 'text/html');
  return (
    <Box sx={{ '& p': { mt: 0 }, typography: 'body1' }}>
      {Array.from(document.body.childNodes).map(toReact)}
    </Box>
  );
}
