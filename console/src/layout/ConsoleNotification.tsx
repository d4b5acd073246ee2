import { Notification } from 'react-admin';

export const NOTIFICATION_DURATION_MS = 5000;

export const ConsoleNotification = () => (
  <Notification autoHideDuration={NOTIFICATION_DURATION_MS} />
);
