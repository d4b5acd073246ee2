import Box from '@mui/material/Box';
import { EditorContent, useEditor } from '@tiptap/react';
import { useEffect, useRef } from 'react';
import { RICH_TEXT_EXTENSIONS } from './rich-text-extensions';
import { RichTextToolbar } from './RichTextToolbar';

/**
 * The form's value for the editor's document: its HTML without the empty paragraph the editor
 * keeps at the end (so there is always a line to type on after a heading or list), or null when
 * it holds no text.
 */
export function valueOf(html: string, empty: boolean): string | null {
  return empty ? null : html.replace(/(<p><\/p>)+$/, '');
}

export interface RichTextEditorProps {
  value: string;
  onChange: (value: string | null) => void;
  onBlur: () => void;
  fieldLabel: string;
  labelId: string;
  helpId: string;
  keysId: string;
  required: boolean;
  invalid: boolean;
}

/** The tiptap editor and its toolbar (loaded with the first page editor that shows one). */
export const RichTextEditor = ({
  value,
  onChange,
  onBlur,
  fieldLabel,
  labelId,
  helpId,
  keysId,
  required,
  invalid,
}: RichTextEditorProps) => {
  // What the editor last wrote into the form: a different value comes from outside (a reset,
  // another language loaded) and replaces the editor's document.
  const written = useRef<string | null>(value);
  const editor = useEditor({
    extensions: RICH_TEXT_EXTENSIONS,
    content: value,
    editorProps: {
      attributes: {
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': labelId,
        'aria-describedby': helpId,
        ...(required ? { 'aria-required': 'true' } : {}),
      },
    },
    onUpdate: ({ editor: current }) => {
      const next = valueOf(current.getHTML(), current.isEmpty);
      written.current = next ?? '';
      onChange(next);
    },
    onBlur: () => onBlur(),
  });

  useEffect(() => {
    if (editor === null || editor.isDestroyed || value === written.current) return;
    written.current = value;
    editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);

  return (
    <Box
      sx={{
        border: 1,
        borderColor: invalid ? 'error.main' : 'divider',
        borderRadius: 1,
        '&:focus-within': { borderColor: 'primary.main', boxShadow: 1 },
        '& .ProseMirror': {
          minHeight: 200,
          px: 2,
          py: 1,
          outline: 'none',
          typography: 'body1',
          overflowWrap: 'anywhere',
        },
        '& .ProseMirror p': { mt: 0 },
        '& .ProseMirror a': { color: 'primary.main' },
      }}
    >
      {editor !== null && (
        <RichTextToolbar editor={editor} fieldLabel={fieldLabel} describedBy={keysId} />
      )}
      <EditorContent editor={editor} />
    </Box>
  );
};
