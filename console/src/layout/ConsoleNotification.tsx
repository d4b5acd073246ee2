import { Notification } from 'react-admin';
import { RightToLeft } from '../i18n/RightToLeft';

/** Toasts last 5000 ms (administration specification section 8). */
export const NOTIFICATION_DURATION_MS = 5000;

export const ConsoleNotification = () => (
  <RightToLeft>
    <Notification autoHideDuration={NOTIFICATION_DURATION_MS} />
  </RightToLeft>
);
