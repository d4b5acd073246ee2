import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import { type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useUnreadMessages } from './chat-store';

const VISUALLY_HIDDEN = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

/** The messages menu entry's icon with the number of unread messages (none at zero). */
export function UnreadBadge({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const total = useUnreadMessages()?.total_unread_messages ?? 0;
  if (total === 0) return <>{children}</>;
  return (
    <>
      <Badge
        color="error"
        badgeContent={total}
        max={99}
        slotProps={{ badge: { 'aria-hidden': true } }}
      >
        {children}
      </Badge>
      <Box component="span" sx={VISUALLY_HIDDEN}>
        {t('messages.unread', { count: total })}
      </Box>
    </>
  );
}
