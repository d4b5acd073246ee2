import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type ConversationView, type MessageTemplateView } from './chat-types';
import { type PanelToast } from './ChatPanel';
import { addTemplate, fetchTemplates, setConversationStatus } from './messages-api';

/** Dialogs other than the payment dialog are 500 px wide (section 9). */
const DIALOG_WIDTH_PX = 500;

interface SpecialistToolsProps {
  conversation: ConversationView;
  onConversation: (conversation: ConversationView) => void;
  /** Puts a template's text in the composer. */
  onTemplate: (body: string) => void;
  draft: string;
  onToast: (toast: PanelToast) => void;
  /** The client waits for approval of a page: the button approves it and posts a message. */
  approval: { clientName: string; approve: () => Promise<void> } | null;
}

/** The specialist's tools in the chat panel: templates, pause or reactivate, approve. */
export function SpecialistTools({
  conversation,
  onConversation,
  onTemplate,
  draft,
  onToast,
  approval,
}: SpecialistToolsProps) {
  const { t } = useTranslation();
  const [menuAnchor, setMenuAnchor] = useState<HTMLElement | null>(null);
  const [templates, setTemplates] = useState<MessageTemplateView[] | null>(null);
  const [dialogOpen, setDialogOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const menuId = useId();

  const openTemplates = async (anchor: HTMLElement) => {
    setMenuAnchor(anchor);
    try {
      setTemplates(await fetchTemplates());
    } catch {
      setMenuAnchor(null);
      onToast({ message: t('messages.toastGetTemplates'), severity: 'error' });
    }
  };

  const toggleStatus = async () => {
    setBusy(true);
    try {
      onConversation(
        await setConversationStatus(
          conversation.id,
          conversation.status === 'paused' ? 'active' : 'paused',
        ),
      );
    } catch {
      onToast({ message: t('messages.statusFailed'), severity: 'error' });
    } finally {
      setBusy(false);
    }
  };

  const approve = async () => {
    if (approval === null) return;
    setBusy(true);
    try {
      await approval.approve();
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack spacing={1}>
      {approval !== null && (
        <Alert
          severity="warning"
          action={
            <Button
              color="inherit"
              variant="outlined"
              onClick={() => void approve()}
              disabled={busy}
            >
              {t('messages.approve')}
            </Button>
          }
        >
          {t('messages.approveHint', { name: approval.clientName })}
        </Alert>
      )}
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
        <Button
          variant="outlined"
          size="small"
          aria-haspopup="menu"
          aria-controls={menuAnchor === null ? undefined : menuId}
          aria-expanded={menuAnchor !== null}
          onClick={(event) => void openTemplates(event.currentTarget)}
        >
          {t('messages.templates')}
        </Button>
        <Button variant="outlined" size="small" onClick={() => setDialogOpen(true)}>
          {t('messages.addTemplate')}
        </Button>
        <Button variant="outlined" size="small" onClick={() => void toggleStatus()} disabled={busy}>
          {conversation.status === 'paused' ? t('messages.reactivate') : t('messages.pause')}
        </Button>
      </Stack>
      <Menu
        id={menuId}
        anchorEl={menuAnchor}
        open={menuAnchor !== null}
        onClose={() => setMenuAnchor(null)}
        slotProps={{ list: { 'aria-label': t('messages.templatesMenu') } }}
      >
        {templates !== null && templates.length === 0 && (
          <MenuItem disabled>{t('messages.noTemplates')}</MenuItem>
        )}
        {(templates ?? []).map((template) => (
          <MenuItem
            key={template.id}
            onClick={() => {
              onTemplate(template.body);
              setMenuAnchor(null);
            }}
          >
            {template.title}
          </MenuItem>
        ))}
      </Menu>
      {dialogOpen && (
        <TemplateDialog
          initialBody={draft}
          onClose={() => setDialogOpen(false)}
          onSaved={(template) => {
            setTemplates((list) => (list === null ? null : [...list, template]));
            setDialogOpen(false);
            onToast({ message: t('messages.toastSuccess'), severity: 'success' });
          }}
          onFailed={() => onToast({ message: t('messages.toastAddTemplate'), severity: 'error' })}
        />
      )}
    </Stack>
  );
}

function TemplateDialog({
  initialBody,
  onClose,
  onSaved,
  onFailed,
}: {
  initialBody: string;
  onClose: () => void;
  onSaved: (template: MessageTemplateView) => void;
  onFailed: () => void;
}) {
  const { t } = useTranslation();
  const [title, setTitle] = useState('');
  const [body, setBody] = useState(initialBody);
  const [saving, setSaving] = useState(false);
  const titleId = useId();

  const save = async (event: FormEvent) => {
    event.preventDefault();
    if (title.trim() === '' || body.trim() === '') return;
    setSaving(true);
    try {
      onSaved(await addTemplate(title.trim(), body.trim()));
    } catch {
      onFailed();
    } finally {
      setSaving(false);
    }
  };

  return (
    <Dialog
      open
      onClose={onClose}
      aria-labelledby={titleId}
      slotProps={{ paper: { sx: { width: DIALOG_WIDTH_PX, maxWidth: 'calc(100% - 32px)' } } }}
    >
      <form onSubmit={(event) => void save(event)}>
        <DialogTitle id={titleId}>{t('messages.templateDialog')}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <TextField
              label={t('messages.templateTitle')}
              value={title}
              onChange={(event) => setTitle(event.target.value)}
              required
              autoFocus
            />
            <TextField
              label={t('messages.templateBody')}
              value={body}
              onChange={(event) => setBody(event.target.value)}
              required
              multiline
              minRows={3}
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('messages.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={saving}>
            {t('messages.save')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
