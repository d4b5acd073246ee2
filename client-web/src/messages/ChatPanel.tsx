import { formatDateTime } from '@sinnro/web-session';
import Alert from '@mui/material/Alert';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type AlertColor } from '@mui/material/Alert';
import { useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Toast } from '../layout/ErrorToast';
import { type ConversationView, type MessageView } from './chat-types';
import {
  CHAT_PANEL_BODY_PX,
  counterpart,
  initials,
  isSpecialistRole,
  participantName,
} from './chat-rules';
import { ChatComposer } from './ChatComposer';
import { SpecialistTools } from './SpecialistTools';
import { useApproval } from './use-approval';
import { SendFailed, useConversationMessages } from './use-conversation-messages';

export interface PanelToast {
  message: string;
  severity: AlertColor;
}

interface ChatPanelProps {
  conversation: ConversationView;
  self: { uuid: string; role: string };
  /** The server's new view of the conversation (paused or reactivated). */
  onConversation: (conversation: ConversationView) => void;
  /** The heading level of the counterpart's name. */
  headingLevel?: 'h2' | 'h3';
  /**
   * Fill the height of a flex column parent: the messages take what is left and scroll, the
   * composer stays at the bottom (the messages page). Otherwise the messages are 500 px high.
   */
  fill?: boolean;
}

/** Keeps the newest message in view, and the reader's place when older ones are put above. */
function useScrollKeeping(messages: readonly MessageView[], selfUuid: string) {
  const body = useRef<HTMLDivElement | null>(null);
  const previous = useRef<{ first: number | null; last: number | null; height: number }>({
    first: null,
    last: null,
    height: 0,
  });
  useLayoutEffect(() => {
    const element = body.current;
    if (element === null) return;
    const first = messages[0]?.id ?? null;
    const lastMessage = messages[messages.length - 1];
    const last = lastMessage?.id ?? null;
    const before = previous.current;
    const nearBottom = element.scrollHeight - element.scrollTop - element.clientHeight < 80;
    if (
      before.last === null ||
      (last !== before.last && (nearBottom || lastMessage?.sender.uuid === selfUuid))
    ) {
      element.scrollTop = element.scrollHeight;
    } else if (first !== before.first && last === before.last) {
      element.scrollTop += element.scrollHeight - before.height;
    }
    previous.current = { first, last, height: element.scrollHeight };
  }, [messages, selfUuid]);
  return body;
}

/**
 * A conversation: the counterpart, the messages (500 px, older ones loaded on scrolling up or with
 * the button), read receipts and the composer; for the specialist also templates, pausing and the
 * approval of a page the client waits on.
 */
export function ChatPanel({
  conversation,
  self,
  onConversation,
  headingLevel = 'h2',
  fill = false,
}: ChatPanelProps) {
  const { t, i18n } = useTranslation();
  const other = counterpart(conversation, self.uuid);
  const otherName = participantName(other);
  const specialist = isSpecialistRole(self.role) && conversation.specialist.uuid === self.uuid;
  const chat = useConversationMessages(conversation, self.uuid);
  const approval = useApproval(conversation.client.uuid, specialist);
  const body = useScrollKeeping(chat.messages, self.uuid);
  const [toast, setToast] = useState<PanelToast | null>(null);
  const [draft, setDraft] = useState('');
  const paused = conversation.status === 'paused';
  const locale = i18n.resolvedLanguage ?? 'sv';

  const own = chat.messages.filter((message) => message.sender.uuid === self.uuid);
  const lastOwn = own[own.length - 1]?.id;
  const lastRead = own.filter((message) => message.read_at !== null).pop()?.id;

  const onScroll = () => {
    const element = body.current;
    if (element !== null && element.scrollTop < 40 && chat.hasOlder) void chat.loadOlder();
  };

  const send = async (text: string) => {
    try {
      await chat.send(text);
    } catch (error: unknown) {
      if (specialist) setToast({ message: t('messages.toastAddMessage'), severity: 'error' });
      throw error;
    }
  };

  const approve = async () => {
    try {
      await approval.approve();
    } catch {
      setToast({ message: t('messages.approveFailed'), severity: 'error' });
      return;
    }
    const text = draft.trim() === '' ? t('messages.approvedMessage') : draft;
    try {
      await chat.send(text);
      setDraft('');
      setToast({ message: t('messages.toastSuccess'), severity: 'success' });
    } catch (error: unknown) {
      if (!(error instanceof SendFailed)) throw error;
      setToast({ message: t('messages.toastAddMessage'), severity: 'error' });
    }
  };

  const Heading = headingLevel;
  return (
    <Stack spacing={1.5} sx={fill ? { minWidth: 0, flex: '1 1 0', minHeight: 0 } : { minWidth: 0 }}>
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Avatar aria-hidden="true" sx={{ bgcolor: 'primary.main' }}>
          {initials(otherName)}
        </Avatar>
        <Typography component={Heading} variant="h6" sx={{ flexGrow: 1, minWidth: 0 }}>
          {otherName}
        </Typography>
        {paused && <Chip size="small" label={t('messages.statusPaused')} />}
      </Stack>
      {specialist && (
        <SpecialistTools
          conversation={conversation}
          onConversation={onConversation}
          onTemplate={setDraft}
          draft={draft}
          onToast={setToast}
          approval={
            approval.waiting ? { clientName: participantName(conversation.client), approve } : null
          }
        />
      )}
      {paused && (
        <Alert severity="info">
          {specialist ? t('messages.paused') : t('messages.pausedClient')}
        </Alert>
      )}
      <Box
        ref={body}
        onScroll={onScroll}
        role="log"
        aria-label={t('messages.messageList', { name: otherName })}
        tabIndex={0}
        sx={{
          ...(fill ? { flex: '1 1 0', minHeight: 120 } : { height: CHAT_PANEL_BODY_PX }),
          overflowY: 'auto',
          border: 1,
          borderColor: 'divider',
          borderRadius: 1,
          p: 1.5,
          bgcolor: 'background.paper',
        }}
      >
        {chat.status === 'loading' && (
          <Box sx={{ display: 'flex', justifyContent: 'center', p: 2 }}>
            <CircularProgress aria-label={t('common.loading')} />
          </Box>
        )}
        {chat.status === 'failed' && (
          <Alert
            severity="error"
            action={
              <Button color="inherit" size="small" onClick={chat.reload}>
                {t('common.retry')}
              </Button>
            }
          >
            {t('messages.loadFailed')}
          </Alert>
        )}
        {chat.status === 'ready' && chat.hasOlder && (
          <Box sx={{ textAlign: 'center', mb: 1 }}>
            <Button size="small" onClick={() => void chat.loadOlder()} disabled={chat.loadingOlder}>
              {chat.loadingOlder ? t('messages.loadingOlder') : t('messages.loadOlder')}
            </Button>
          </Box>
        )}
        {chat.status === 'ready' && chat.messages.length === 0 && (
          <Typography color="text.secondary">{t('messages.noMessagesYet')}</Typography>
        )}
        <Stack component="ol" spacing={1} sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {chat.messages.map((message) => {
            const mine = message.sender.uuid === self.uuid;
            return (
              <Box
                component="li"
                key={message.id}
                sx={{
                  alignSelf: mine ? 'flex-end' : 'flex-start',
                  maxWidth: '85%',
                  bgcolor: mine ? 'primary.main' : 'grey.100',
                  color: mine ? 'primary.contrastText' : 'text.primary',
                  borderRadius: 2,
                  px: 1.5,
                  py: 1,
                }}
              >
                <Typography variant="caption" component="p" sx={{ opacity: 0.9 }}>
                  {mine ? t('messages.you') : participantName(message.sender)} ·{' '}
                  <time dateTime={message.created_at}>
                    {formatDateTime(message.created_at, locale)}
                  </time>
                </Typography>
                <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                  {message.body}
                </Typography>
                {mine && (message.id === lastRead || message.id === lastOwn) && (
                  <Typography variant="caption" component="p" sx={{ textAlign: 'right' }}>
                    {message.id === lastRead ? t('messages.read') : t('messages.sent')}
                  </Typography>
                )}
              </Box>
            );
          })}
        </Stack>
      </Box>
      <ChatComposer
        value={draft}
        onChange={setDraft}
        onSend={send}
        disabled={paused && !specialist}
      />
      <Toast
        message={toast?.message ?? null}
        severity={toast?.severity ?? 'info'}
        onClose={() => setToast(null)}
      />
    </Stack>
  );
}
