import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SAFE_HTML_ELEMENTS } from '@sinnro/care-ui';
import { AdminContext, Form, type I18nProvider } from 'react-admin';
import { beforeAll, describe, expect, it } from 'vitest';
import { createI18nProvider } from '../i18n/i18nProvider';
import { RichTextInput } from './RichTextInput';

// jsdom lays nothing out: ProseMirror asks where the caret is to scroll it into view and where a
// click landed; these answer "nowhere", and the click keeps the editor's own selection.
beforeAll(() => {
  const noRects = () => Object.assign([], { item: () => null }) as unknown as DOMRectList;
  const noRect = () => new DOMRect(0, 0, 0, 0);
  Range.prototype.getClientRects = noRects;
  Range.prototype.getBoundingClientRect = noRect;
  Element.prototype.getClientRects = noRects;
  document.elementFromPoint = () => null;
});

/** The editor loads lazily (tiptap in its own chunk): slow on a busy machine. */
const LOADED = { timeout: 20_000 };

async function renderEditor(locale: 'sv' | 'en', body: string | null) {
  const i18nProvider: I18nProvider = await createI18nProvider(locale);
  const submitted: Record<string, unknown>[] = [];
  render(
    <AdminContext i18nProvider={i18nProvider}>
      <Form
        record={{ id: 9, body }}
        resource="pages"
        onSubmit={(values: Record<string, unknown>) => {
          submitted.push(values);
        }}
      >
        <RichTextInput source="body" helperText="app.modules.body_help" />
        <button type="submit">submit</button>
      </Form>
    </AdminContext>,
  );
  return submitted;
}

/** Every element name in an HTML text. */
function tagsOf(html: string): string[] {
  return [...html.matchAll(/<([a-z0-9]+)/g)].map((match) => match[1] ?? '');
}

describe('the page content editor', () => {
  it('formats with the Swedish toolbar and hands the form HTML the player keeps', async () => {
    const submitted = await renderEditor('sv', '<p>Sömn och vila</p>');
    const user = userEvent.setup();
    const editor = await screen.findByRole('textbox', { name: 'Innehåll' }, LOADED);
    const toolbar = screen.getByRole('toolbar', { name: 'Formatering av Innehåll' });
    for (const name of ['Rubrik', 'Underrubrik', 'Fetstil', 'Kursiv', 'Länk', 'Punktlista'])
      expect(within(toolbar).getByRole('button', { name })).toBeInTheDocument();
    expect(within(toolbar).getByRole('button', { name: 'Ångra' })).toBeDisabled();

    await user.click(editor);
    await user.click(within(toolbar).getByRole('button', { name: 'Rubrik' }));
    expect(within(toolbar).getByRole('button', { name: 'Rubrik' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await user.keyboard('{Control>}a{/Control}');
    await user.click(within(toolbar).getByRole('button', { name: 'Fetstil' }));
    await user.click(screen.getByRole('button', { name: 'submit' }));

    await waitFor(() => expect(submitted).toHaveLength(1));
    const body = submitted[0]?.body;
    expect(body).toBe('<h2><strong>Sömn och vila</strong></h2>');
    expect(tagsOf(String(body)).every((tag) => SAFE_HTML_ELEMENTS.has(tag))).toBe(true);

    // Undo takes the bold back.
    await user.click(within(toolbar).getByRole('button', { name: 'Ångra' }));
    await user.click(screen.getByRole('button', { name: 'submit' }));
    await waitFor(() => expect(submitted).toHaveLength(2));
    expect(submitted[1]?.body).toBe('<h2>Sömn och vila</h2>');
  });

  it('moves between the English toolbar buttons with the arrow keys, one tab stop', async () => {
    await renderEditor('en', '<ul><li><p>One</p></li></ul>');
    const user = userEvent.setup();
    const toolbar = await screen.findByRole('toolbar', { name: 'Formatting of Content' }, LOADED);
    const heading = within(toolbar).getByRole('button', { name: 'Heading' });
    expect(heading).toHaveAttribute('tabindex', '0');
    expect(within(toolbar).getByRole('button', { name: 'Bold' })).toHaveAttribute('tabindex', '-1');
    heading.focus();
    await user.keyboard('{ArrowRight}');
    expect(within(toolbar).getByRole('button', { name: 'Subheading' })).toHaveFocus();
    await user.keyboard('{End}');
    // Undo and redo are disabled until something changes: the last enabled button is the list.
    expect(within(toolbar).getByRole('button', { name: 'Numbered list' })).toHaveFocus();
    await user.keyboard('{Home}');
    expect(heading).toHaveFocus();
    expect(screen.getByText(/The arrow keys move between the buttons/)).toBeInTheDocument();
  });

  it('accepts only links the player keeps', async () => {
    const submitted = await renderEditor('en', '<p>Read more</p>');
    const user = userEvent.setup();
    const editor = await screen.findByRole('textbox', { name: 'Content' }, LOADED);
    await user.click(editor);
    await user.keyboard('{Control>}a{/Control}');
    await user.click(screen.getByRole('button', { name: 'Link' }));
    const dialog = await screen.findByRole('dialog', { name: 'Link' });
    const address = within(dialog).getByRole('textbox', { name: 'Address' });
    await user.clear(address);
    await user.type(address, 'javascript:alert(1)');
    await user.click(within(dialog).getByRole('button', { name: 'Save the link' }));
    expect(
      within(dialog).getByText(
        'Write an address that starts with https://, http://, mailto: or tel:',
      ),
    ).toBeInTheDocument();
    await user.clear(address);
    await user.type(address, 'https://1177.se');
    await user.click(within(dialog).getByRole('button', { name: 'Save the link' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await user.click(screen.getByRole('button', { name: 'submit' }));
    await waitFor(() => expect(submitted).toHaveLength(1));
    expect(submitted[0]?.body).toBe(
      '<p><a target="_blank" rel="noopener noreferrer" href="https://1177.se">Read more</a></p>',
    );
  });
});
