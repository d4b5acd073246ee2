import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CloseIcon from '@mui/icons-material/Close';
import { type CurrentUser } from '@sinnro/web-session';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { API_URL } from '../api/config';
import { MOBILE_THRESHOLD_PX } from '../client/use-wide-screen';
import { useSignedInUser } from '../session/session-context';
import { clientSession } from '../session/session-token';
import { ChatConnection } from './chat-connection';
import { type ChatPopup, CHAT_DRAWER_PX, CHAT_POPUP_MS, isChatQuietPath } from './chat-rules';
import { chatStore, useChatState } from './chat-store';
import { type ConversationView, type LatestUnreadMessage } from './chat-types';
import { ChatPanel } from './ChatPanel';
import { fetchConversations } from './messages-api';

const LATEST_OPENED_KEY = 'chat.latestUnreadOpened';

/** The profile's latest_unread_message (the newest message to the user not yet read). */
export function latestUnreadOf(user: CurrentUser): LatestUnreadMessage | null {
  return user.latest_unread_message ?? null;
}

/** The signed-in user's socket: one per user, stopped when they leave. */
function useChatConnection(user: CurrentUser, pathname: string) {
  const path = useRef(pathname);
  path.current = pathname;
  useEffect(() => {
    void chatStore.refreshUnread();
    const connection = new ChatConnection({
      apiUrl: API_URL,
      tokens: clientSession,
      handlers: {
        status: (status) => chatStore.setConnection(status),
        message: (message) =>
          chatStore.receiveMessage(message, { selfUuid: user.uuid, pathname: path.current }),
        read: (receipt) => chatStore.emit('read', receipt),
        conversation: (conversation) => chatStore.emit('conversation', conversation),
        notification: (notification) => chatStore.emit('notification', notification),
        resumed: () => {
          chatStore.emit('resync', null);
          void chatStore.refreshUnread();
        },
      },
    });
    connection.start();
    return () => {
      connection.stop();
      chatStore.reset();
    };
  }, [user.uuid]);
}

/** On login, on a screen wider than 768 px, the latest unread chat opens (once per login). */
function useLatestUnreadOnLogin(user: CurrentUser, pathname: string) {
  // Only the first page the user sees after logging in counts.
  const first = useRef({ user, pathname });
  useEffect(() => {
    const { user: signedIn, pathname: firstPath } = first.current;
    const latest = latestUnreadOf(signedIn);
    if (latest === null || isChatQuietPath(firstPath)) return undefined;
    if (window.innerWidth <= MOBILE_THRESHOLD_PX) return undefined;
    const key = `${signedIn.uuid}:${latest.conversation_id}:${latest.created_at}`;
    if (sessionStorage.getItem(LATEST_OPENED_KEY) === key) return undefined;
    sessionStorage.setItem(LATEST_OPENED_KEY, key);
    chatStore.openDrawer(latest.conversation_id);
    // Unmounted with the chat still open (StrictMode's trial unmount too): it opens next time.
    return () => {
      if (chatStore.getState().drawerConversationId === latest.conversation_id) {
        sessionStorage.removeItem(LATEST_OPENED_KEY);
      }
    };
  }, [user.uuid]);
}

function PopupCard({ popup }: { popup: ChatPopup }) {
  const { t } = useTranslation();
  useEffect(() => {
    const timer = setTimeout(() => chatStore.closePopup(popup.conversation_id), CHAT_POPUP_MS);
    return () => clearTimeout(timer);
  }, [popup.conversation_id, popup.message_id]);
  return (
    <Paper elevation={6} sx={{ p: 1.5, width: 300, maxWidth: 'calc(100vw - 32px)' }}>
      <Stack direction="row" sx={{ alignItems: 'flex-start', gap: 1 }}>
        <Box sx={{ flexGrow: 1, minWidth: 0 }}>
          <Typography variant="subtitle2" component="p">
            {t('messages.popupFrom', { name: popup.sender_name })}
          </Typography>
          <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
            {popup.body}
          </Typography>
        </Box>
        <IconButton
          size="small"
          aria-label={t('messages.closePopup')}
          onClick={() => chatStore.closePopup(popup.conversation_id)}
        >
          <CloseIcon fontSize="small" />
        </IconButton>
      </Stack>
      <Button size="small" onClick={() => chatStore.openDrawer(popup.conversation_id)}>
        {t('messages.openChat')}
      </Button>
    </Paper>
  );
}

/**
 * The popups of new messages, each gone 5000 ms after its newest message, when closed or when its
 * chat opens.
 */
export function ChatPopups({ popups }: { popups: readonly ChatPopup[] }) {
  const { t } = useTranslation();
  return (
    <Box
      component="section"
      aria-label={t('messages.popups')}
      aria-live="polite"
      sx={{
        position: 'fixed',
        left: 16,
        bottom: { xs: 72, md: 16 },
        zIndex: 'snackbar',
        display: 'flex',
        flexDirection: 'column',
        gap: 1,
      }}
    >
      {popups.map((popup) => (
        <PopupCard key={popup.conversation_id} popup={popup} />
      ))}
    </Box>
  );
}

/** The chat drawer (320 px) with the conversation a popup or the login opened. */
function ChatDrawer({
  conversationId,
  user,
}: {
  conversationId: number | null;
  user: CurrentUser;
}) {
  const { t } = useTranslation();
  const [conversation, setConversation] = useState<ConversationView | null>(null);
  useEffect(() => {
    setConversation(null);
    if (conversationId === null) return undefined;
    let current = true;
    fetchConversations().then(
      (list) => {
        if (!current) return;
        const found = list.find((item) => item.id === conversationId) ?? null;
        if (found === null) chatStore.closeDrawer();
        setConversation(found);
      },
      () => current && chatStore.closeDrawer(),
    );
    // Paused or reactivated meanwhile.
    const off = chatStore.on('conversation', (changed) => {
      if (changed.id === conversationId) setConversation(changed);
    });
    return () => {
      current = false;
      off();
    };
  }, [conversationId]);
  return (
    <Drawer
      anchor="right"
      open={conversationId !== null}
      onClose={() => chatStore.closeDrawer()}
      slotProps={{ paper: { sx: { width: CHAT_DRAWER_PX, maxWidth: '100vw', p: 2 } } }}
    >
      <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
        <IconButton aria-label={t('messages.closeChat')} onClick={() => chatStore.closeDrawer()}>
          <CloseIcon />
        </IconButton>
      </Stack>
      {conversation !== null && (
        <ChatPanel
          key={conversation.id}
          conversation={conversation}
          self={{ uuid: user.uuid, role: user.role }}
          onConversation={setConversation}
        />
      )}
    </Drawer>
  );
}

/**
 * The chat around every page of a user who chats: the socket, the unread counts, the popups of new
 * messages (not on the messages screens, in the meeting room or for an open conversation), the
 * chat drawer, and a notice while the connection is lost.
 */
export function ChatRoot() {
  const { t } = useTranslation();
  const user = useSignedInUser();
  const { pathname } = useLocation();
  const state = useChatState();
  // First: its clean-up must see the drawer before the connection's clean-up empties the store.
  useLatestUnreadOnLogin(user, pathname);
  useChatConnection(user, pathname);
  const onMessagesPage = isChatQuietPath(pathname);

  // The messages screens show the messages themselves; the meeting room keeps the call in view.
  useEffect(() => {
    if (!onMessagesPage) return;
    for (const popup of chatStore.getState().popups) chatStore.closePopup(popup.conversation_id);
    chatStore.closeDrawer();
  }, [onMessagesPage]);

  return (
    <>
      {state.connection === 'lost' && (
        <Box
          sx={{
            position: 'fixed',
            top: 8,
            left: '50%',
            transform: 'translateX(-50%)',
            zIndex: 'snackbar',
          }}
        >
          <Alert severity="warning" role="status" variant="filled">
            {t('messages.connectionLost')}
          </Alert>
        </Box>
      )}
      <ChatPopups popups={onMessagesPage ? [] : state.popups} />
      <ChatDrawer conversationId={onMessagesPage ? null : state.drawerConversationId} user={user} />
    </>
  );
}
