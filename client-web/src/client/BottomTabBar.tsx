import BottomNavigation from '@mui/material/BottomNavigation';
import BottomNavigationAction from '@mui/material/BottomNavigationAction';
import Paper from '@mui/material/Paper';
import MoreHoriz from '@mui/icons-material/MoreHoriz';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { UnreadBadge } from '../messages/UnreadBadge';
import { MENU_ICONS } from './menu-icons';
import { type ClientTabKey, type MenuEntry } from './menu-rules';
import { MoreDrawer } from './MoreDrawer';

export const TAB_BAR_HEIGHT_PX = 56;
/**
 * The CSS variable holding the height of the bar fixed at the bottom of the screen (the tab bar on
 * narrow screens, else 0px), for pages that fill the viewport above it.
 */
export const BOTTOM_BAR_HEIGHT_VAR = '--bottom-bar-height';

/** The client's tab bar on narrow screens; "more" opens the drawer of the other pages. */
export function BottomTabBar({ entries }: { entries: MenuEntry<ClientTabKey>[] }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const [moreOpen, setMoreOpen] = useState(false);
  const current = entries.find((entry) => pathname.startsWith(entry.path))?.key ?? false;
  return (
    <>
      <Paper
        component="nav"
        aria-label={t('client.tabBar')}
        elevation={8}
        square
        sx={{ position: 'fixed', insetInline: 0, bottom: 0, zIndex: 'appBar' }}
      >
        <BottomNavigation showLabels value={current} sx={{ height: TAB_BAR_HEIGHT_PX }}>
          {entries.map((entry) => (
            <BottomNavigationAction
              key={entry.key}
              value={entry.key}
              label={t(`client.tabs.${entry.key}`)}
              icon={
                entry.key === 'messages' ? (
                  <UnreadBadge>{MENU_ICONS[entry.key]}</UnreadBadge>
                ) : (
                  MENU_ICONS[entry.key]
                )
              }
              component={Link}
              to={entry.path}
              aria-current={current === entry.key ? 'page' : undefined}
            />
          ))}
          <BottomNavigationAction
            value="more"
            label={t('client.tabs.more')}
            icon={<MoreHoriz />}
            aria-haspopup="dialog"
            aria-expanded={moreOpen}
            onClick={() => setMoreOpen(true)}
          />
        </BottomNavigation>
      </Paper>
      <MoreDrawer open={moreOpen} onClose={() => setMoreOpen(false)} />
    </>
  );
}
