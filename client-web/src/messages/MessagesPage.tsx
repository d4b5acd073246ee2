import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ArrowBack from '@mui/icons-material/ArrowBack';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BOTTOM_BAR_HEIGHT_VAR } from '../client/BottomTabBar';
import { useWideScreen } from '../client/use-wide-screen';
import { failureMessage } from '../learning/use-load';
import { type CurrentUser } from '../api/types';
import { useSignedInUser } from '../session/session-context';
import { type ConversationView } from './chat-types';
import { conversationsAfterMessage, isSpecialistRole, withConversation } from './chat-rules';
import { chatStore } from './chat-store';
import { ChatPanel } from './ChatPanel';
import { ConversationList } from './ConversationList';
import { fetchClientOptions, fetchConversations, startConversation } from './messages-api';
import { StartConversation } from './StartConversation';
import { takeStartupConversation } from './startup-conversation';

type ListState =
  | { status: 'loading' }
  | { status: 'failed' }
  | { status: 'ready'; conversations: ConversationView[] };

interface Contact {
  uuid: string;
  name: string;
}

/**
 * The people the user may start a conversation with: a client their health coach (from the
 * profile); a specialist their clients (GET api/clients/{locale}; none when it fails).
 */
function useContacts(user: CurrentUser): Contact[] {
  const [clients, setClients] = useState<Contact[]>([]);
  const specialist = isSpecialistRole(user.role);
  useEffect(() => {
    if (!specialist) return undefined;
    let current = true;
    fetchClientOptions().then(
      (options) =>
        current &&
        setClients(
          options
            .filter((option) => !option.passive)
            .map((option) => ({ uuid: option.uuid, name: option.name })),
        ),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [specialist]);
  if (specialist) return clients;
  return [user.therapist, user.health_coach].flatMap((person) =>
    person === null
      ? []
      : [{ uuid: person.uuid, name: `${person.first_name} ${person.last_name}` }],
  );
}

/** Space kept free below the open conversation, in px. */
const PANEL_MARGIN_PX = 16;
/** The open conversation is never lower than this (a very short window scrolls the page). */
const PANEL_MIN_HEIGHT_PX = 360;

/**
 * The open conversation's height: from its top (measured, as the headers above differ by layout)
 * to the bottom of the viewport, above the tab bar where there is one, so that the composer is in
 * view without scrolling and the messages scroll inside.
 */
function useViewportFill(shown: boolean, wide: boolean) {
  const ref = useRef<HTMLElement | null>(null);
  const [top, setTop] = useState<number | null>(null);
  useLayoutEffect(() => {
    if (!shown) return undefined;
    const measure = () => {
      const element = ref.current;
      if (element !== null) setTop(element.getBoundingClientRect().top + window.scrollY);
    };
    measure();
    window.addEventListener('resize', measure);
    return () => window.removeEventListener('resize', measure);
  }, [shown, wide]);
  const height =
    top === null
      ? undefined
      : `calc(100dvh - ${Math.round(top)}px - var(${BOTTOM_BAR_HEIGHT_VAR}, 0px) - ${PANEL_MARGIN_PX}px)`;
  return { ref, height };
}

/**
 * The messages page of every role that chats (/client/messages, /clients/messages,
 * /therapist-premium/messages, /messages): the conversations and the open one's chat panel.
 */
export function MessagesPage() {
  const { t } = useTranslation();
  const user = useSignedInUser();
  const wide = useWideScreen();
  const [list, setList] = useState<ListState>({ status: 'loading' });
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const [attempt, setAttempt] = useState(0);
  const [startError, setStartError] = useState<string | null>(null);
  const contacts = useContacts(user);

  useEffect(() => {
    let current = true;
    const wanted = takeStartupConversation();
    setList({ status: 'loading' });
    fetchConversations().then(
      (conversations) => {
        if (!current) return;
        setList({ status: 'ready', conversations });
        if (wanted !== null && conversations.some((item) => item.id === wanted)) {
          setSelectedId(wanted);
        }
      },
      () => current && setList({ status: 'failed' }),
    );
    return () => {
      current = false;
    };
  }, [attempt]);

  const conversations = list.status === 'ready' ? list.conversations : [];
  // On a wide screen the newest conversation is open unless another was chosen.
  const shownId = selectedId ?? (wide ? (conversations[0]?.id ?? null) : null);
  const selected = conversations.find((item) => item.id === shownId) ?? null;

  // The open conversation's messages are read: its badge goes.
  useEffect(() => {
    if (shownId === null) return;
    setList((state) =>
      state.status !== 'ready' ||
      !state.conversations.some((item) => item.id === shownId && item.unread_count > 0)
        ? state
        : {
            status: 'ready',
            conversations: state.conversations.map((item) =>
              item.id === shownId ? { ...item, unread_count: 0 } : item,
            ),
          },
    );
  }, [shownId, list]);

  useEffect(() => {
    const offMessage = chatStore.on('message', (message) =>
      setList((state) =>
        state.status !== 'ready'
          ? state
          : {
              status: 'ready',
              conversations: conversationsAfterMessage(state.conversations, message, {
                selfUuid: user.uuid,
                openConversationId: shownId,
              }),
            },
      ),
    );
    const offConversation = chatStore.on('conversation', (conversation) =>
      setList((state) =>
        state.status !== 'ready'
          ? state
          : { status: 'ready', conversations: withConversation(state.conversations, conversation) },
      ),
    );
    return () => {
      offMessage();
      offConversation();
    };
  }, [user.uuid, shownId]);

  const select = (id: number) => setSelectedId(id);

  const replace = (conversation: ConversationView) =>
    setList((state) =>
      state.status !== 'ready'
        ? state
        : { status: 'ready', conversations: withConversation(state.conversations, conversation) },
    );

  const start = async (uuid: string) => {
    setStartError(null);
    try {
      const conversation = await startConversation(uuid);
      replace(conversation);
      setSelectedId(conversation.id);
    } catch (error: unknown) {
      setStartError(failureMessage(error) ?? t('messages.startFailed'));
    }
  };

  const startable = contacts.filter(
    (contact) =>
      !conversations.some(
        (item) => item.specialist.uuid === contact.uuid || item.client.uuid === contact.uuid,
      ),
  );

  const showList = wide || selected === null;
  const showPanel = selected !== null;
  const panel = useViewportFill(showPanel, wide);

  return (
    <Stack spacing={2}>
      <Typography variant="h4" component="h1">
        {t('messages.title')}
      </Typography>
      {list.status === 'loading' && (
        <Box sx={{ display: 'flex', justifyContent: 'center', p: 3 }}>
          <CircularProgress aria-label={t('common.loading')} />
        </Box>
      )}
      {list.status === 'failed' && (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => setAttempt((value) => value + 1)}>
              {t('common.retry')}
            </Button>
          }
        >
          {t('messages.listFailed')}
        </Alert>
      )}
      {list.status === 'ready' && (
        <Box
          sx={{
            display: 'grid',
            gap: 2,
            gridTemplateColumns: wide && showPanel ? 'minmax(200px, 280px) minmax(0, 1fr)' : '1fr',
            alignItems: 'start',
          }}
        >
          {showList && (
            <Paper variant="outlined" component="section" aria-label={t('messages.conversations')}>
              {conversations.length === 0 && (
                <Typography sx={{ p: 2 }}>
                  {isSpecialistRole(user.role)
                    ? t('messages.noConversations')
                    : startable.length > 0
                      ? t('messages.noConversationsClient')
                      : t('messages.noContactsClient')}
                </Typography>
              )}
              <ConversationList
                conversations={conversations}
                selfUuid={user.uuid}
                selectedId={shownId}
                onSelect={select}
              />
              {startable.length > 0 && (
                <StartConversation
                  contacts={startable}
                  picker={isSpecialistRole(user.role)}
                  onStart={start}
                  error={startError}
                />
              )}
            </Paper>
          )}
          {showPanel && (
            <Paper
              ref={panel.ref}
              variant="outlined"
              component="section"
              sx={{
                p: 2,
                minWidth: 0,
                display: 'flex',
                flexDirection: 'column',
                height: panel.height,
                minHeight: PANEL_MIN_HEIGHT_PX,
              }}
            >
              {!wide && (
                <Button
                  startIcon={<ArrowBack />}
                  onClick={() => setSelectedId(null)}
                  sx={{ mb: 1, alignSelf: 'flex-start' }}
                >
                  {t('messages.allConversations')}
                </Button>
              )}
              <ChatPanel
                key={selected.id}
                conversation={selected}
                self={{ uuid: user.uuid, role: user.role }}
                onConversation={replace}
                fill
              />
            </Paper>
          )}
          {wide && !showPanel && conversations.length > 0 && (
            <Typography color="text.secondary">{t('messages.chooseConversation')}</Typography>
          )}
        </Box>
      )}
    </Stack>
  );
}
