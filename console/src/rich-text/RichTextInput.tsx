import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import LinearProgress from '@mui/material/LinearProgress';
import { lazy, Suspense, useId } from 'react';
import { type InputProps, useInput, useTranslate, useTranslateLabel } from 'react-admin';

// The editor (tiptap and ProseMirror) loads with the first page editor that shows it: the
// console's other screens, and the page form's other fields, do not wait for it.
const RichTextEditor = lazy(async () => ({
  default: (await import('./RichTextEditor')).RichTextEditor,
}));

export type RichTextInputProps = Pick<
  InputProps,
  'source' | 'label' | 'helperText' | 'validate' | 'resource'
>;

/**
 * A react-admin input for authored HTML (a page's content): a tiptap editor with a toolbar
 * (headings, bold, italic, link, lists, undo and redo). The form holds the editor's HTML, which
 * contains only what the player's SafeHtml renders; the player still renders it through SafeHtml.
 */
export const RichTextInput = ({
  source,
  label,
  helperText,
  validate,
  resource,
}: RichTextInputProps) => {
  const translate = useTranslate();
  const translateLabel = useTranslateLabel();
  const { field, fieldState, isRequired } = useInput({ source, validate, resource });
  const base = useId();
  const labelId = `${base}-label`;
  const helpId = `${base}-help`;
  const keysId = `${base}-keys`;
  const translated: unknown = translateLabel({ label, source, resource });
  const fieldLabel = typeof translated === 'string' ? translated : source;
  const invalid = fieldState.invalid && (fieldState.isTouched || fieldState.isDirty);
  const error = fieldState.error?.message;
  const help =
    invalid && error !== undefined
      ? translate(error, { _: error })
      : typeof helperText === 'string'
        ? translate(helperText, { _: helperText })
        : null;

  return (
    <FormControl fullWidth margin="dense" error={invalid}>
      <FormLabel id={labelId} component="div" required={isRequired} sx={{ mb: 0.5 }}>
        {fieldLabel}
      </FormLabel>
      <Suspense fallback={<LinearProgress aria-labelledby={labelId} />}>
        <RichTextEditor
          value={typeof field.value === 'string' ? field.value : ''}
          onChange={field.onChange}
          onBlur={field.onBlur}
          fieldLabel={fieldLabel}
          labelId={labelId}
          helpId={helpId}
          keysId={keysId}
          required={isRequired}
          invalid={invalid}
        />
      </Suspense>
      <FormHelperText id={helpId}>
        {help}
        {help !== null && ' '}
        <span id={keysId}>{translate('app.rich_text.keyboard_help')}</span>
      </FormHelperText>
    </FormControl>
  );
};
