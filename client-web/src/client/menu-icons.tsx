import AccountTreeOutlined from '@mui/icons-material/AccountTreeOutlined';
import AssignmentOutlined from '@mui/icons-material/AssignmentOutlined';
import BusinessOutlined from '@mui/icons-material/BusinessOutlined';
import ChatBubbleOutline from '@mui/icons-material/ChatBubbleOutline';
import DashboardOutlined from '@mui/icons-material/DashboardOutlined';
import EventOutlined from '@mui/icons-material/EventOutlined';
import HomeOutlined from '@mui/icons-material/HomeOutlined';
import MenuBookOutlined from '@mui/icons-material/MenuBookOutlined';
import PeopleOutline from '@mui/icons-material/PeopleOutline';
import PersonOutline from '@mui/icons-material/PersonOutline';
import WorkOutline from '@mui/icons-material/WorkOutline';
import { type ReactElement } from 'react';
import { type ClientMenuKey, type ClientTabKey, type MoreDrawerKey } from './menu-rules';

/** One icon per menu, tab and drawer entry. */
export const MENU_ICONS: Record<ClientMenuKey | ClientTabKey | MoreDrawerKey, ReactElement> = {
  services: <WorkOutline />,
  dashboard: <DashboardOutlined />,
  home: <HomeOutlined />,
  treatment: <AssignmentOutlined />,
  selfHelp: <MenuBookOutlined />,
  organisation: <BusinessOutlined />,
  organisationUnit: <AccountTreeOutlined />,
  messages: <ChatBubbleOutline />,
  contacts: <PeopleOutline />,
  appointments: <EventOutlined />,
  profile: <PersonOutline />,
};
