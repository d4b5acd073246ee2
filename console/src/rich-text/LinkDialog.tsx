import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { type Editor } from '@tiptap/react';
import { type FormEvent, useState } from 'react';
import { useTranslate } from 'react-admin';
import { linkAddress } from './rich-text-extensions';

/**
 * Adds, changes or removes the link at the selection. Only addresses the player keeps (http(s),
 * mailto, tel) are accepted; with nothing selected, the text typed (or the address) is inserted.
 */
export const LinkDialog = ({ editor, onClose }: { editor: Editor; onClose: () => void }) => {
  const translate = useTranslate();
  const existing = editor.getAttributes('link').href as unknown;
  const [address, setAddress] = useState(typeof existing === 'string' ? existing : 'https://');
  const [text, setText] = useState('');
  const [error, setError] = useState(false);
  const emptySelection = editor.state.selection.empty && !editor.isActive('link');

  const close = () => {
    onClose();
    editor.commands.focus();
  };
  const save = (event: FormEvent) => {
    event.preventDefault();
    const href = linkAddress(address);
    if (href === undefined) {
      setError(true);
      return;
    }
    if (emptySelection) {
      const shown = text.trim() === '' ? href : text.trim();
      editor
        .chain()
        .focus()
        .insertContent({ type: 'text', text: shown, marks: [{ type: 'link', attrs: { href } }] })
        .run();
    } else {
      editor.chain().focus().extendMarkRange('link').setLink({ href }).run();
    }
    onClose();
  };
  const remove = () => {
    editor.chain().focus().extendMarkRange('link').unsetLink().run();
    onClose();
  };

  return (
    <Dialog open onClose={close} fullWidth maxWidth="xs" aria-labelledby="rich-text-link-title">
      <form noValidate onSubmit={save}>
        <DialogTitle id="rich-text-link-title">{translate('app.rich_text.link_title')}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <TextField
              autoFocus
              label={translate('app.rich_text.link_address')}
              value={address}
              onChange={(event) => {
                setAddress(event.target.value);
                setError(false);
              }}
              error={error}
              helperText={translate(
                error ? 'app.rich_text.link_invalid' : 'app.rich_text.link_help',
              )}
              fullWidth
            />
            {emptySelection && (
              <TextField
                label={translate('app.rich_text.link_text')}
                value={text}
                onChange={(event) => setText(event.target.value)}
                fullWidth
              />
            )}
          </Stack>
        </DialogContent>
        <DialogActions sx={{ flexWrap: 'wrap' }}>
          {editor.isActive('link') && (
            <Button color="error" onClick={remove}>
              {translate('app.rich_text.link_remove')}
            </Button>
          )}
          <Button onClick={close}>{translate('app.rich_text.link_cancel')}</Button>
          <Button type="submit" variant="contained">
            {translate('app.rich_text.link_save')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
};
