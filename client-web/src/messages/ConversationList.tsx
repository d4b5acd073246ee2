import Avatar from '@mui/material/Avatar';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemAvatar from '@mui/material/ListItemAvatar';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import { useTranslation } from 'react-i18next';
import { type ConversationView } from './chat-types';
import { counterpart, initials, participantName, truncateBody } from './chat-rules';

/** Read by screen readers only (the badge's number is not). */
const VISUALLY_HIDDEN = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

interface ConversationListProps {
  conversations: readonly ConversationView[];
  selfUuid: string;
  selectedId: number | null;
  onSelect: (id: number) => void;
}

/** The conversations: the counterpart's initials and name, the last message, unread messages. */
export function ConversationList({
  conversations,
  selfUuid,
  selectedId,
  onSelect,
}: ConversationListProps) {
  const { t } = useTranslation();
  return (
    <List aria-label={t('messages.conversations')} disablePadding>
      {conversations.map((conversation) => {
        const name = participantName(counterpart(conversation, selfUuid));
        const last = conversation.last_message;
        const unread = conversation.unread_count;
        return (
          <ListItem key={conversation.id} disablePadding>
            <ListItemButton
              selected={conversation.id === selectedId}
              aria-current={conversation.id === selectedId ? 'true' : undefined}
              onClick={() => onSelect(conversation.id)}
            >
              <ListItemAvatar>
                <Badge
                  color="error"
                  badgeContent={unread}
                  invisible={unread === 0}
                  overlap="circular"
                >
                  <Avatar aria-hidden="true" sx={{ bgcolor: 'primary.main' }}>
                    {initials(name)}
                  </Avatar>
                </Badge>
              </ListItemAvatar>
              <ListItemText
                primary={name}
                secondary={
                  <>
                    {last === null ? t('messages.noMessagesYet') : truncateBody(last.body)}
                    {unread > 0 && (
                      <Box component="span" sx={VISUALLY_HIDDEN}>
                        {` (${t('messages.unread', { count: unread })})`}
                      </Box>
                    )}
                  </>
                }
                slotProps={{
                  primary: { sx: { fontWeight: unread > 0 ? 700 : 400 } },
                  secondary: { sx: { overflowWrap: 'anywhere' } },
                }}
              />
            </ListItemButton>
          </ListItem>
        );
      })}
    </List>
  );
}
