import { type Extensions } from '@tiptap/core';
import StarterKit from '@tiptap/starter-kit';
import { safeHref } from '@sinnro/care-ui';

/** The heading levels the editor offers and keeps (the player's SafeHtml shows h2 to h4). */
export const HEADING_LEVELS = [2, 3, 4] as const;

/** The address a link may have: the player's rule (http(s), mailto, tel), else undefined. */
export function linkAddress(value: string): string | undefined {
  return safeHref(value);
}

/**
 * The editor's document model: only what the player's SafeHtml renders (paragraphs, line breaks,
 * h2 to h4, bold, italic, underline, lists, quotes and http(s)/mailto/tel links). Anything else
 * pasted or loaded (scripts, images, styles, code, tables) is not part of the model and is dropped.
 */
export const RICH_TEXT_EXTENSIONS: Extensions = [
  StarterKit.configure({
    heading: { levels: [...HEADING_LEVELS] },
    code: false,
    codeBlock: false,
    strike: false,
    horizontalRule: false,
    link: {
      openOnClick: false,
      autolink: true,
      protocols: ['mailto', 'tel'],
      defaultProtocol: 'https',
      isAllowedUri: (url) => linkAddress(url) !== undefined,
      HTMLAttributes: { rel: 'noopener noreferrer', target: '_blank' },
    },
  }),
];
