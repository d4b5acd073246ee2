import { type Notification } from './notification.entity';

/** A notification as its recipient sees it: ids only, the client by uuid and name. */
export interface NotificationView {
  id: number;
  kind: Notification['kind'];
  priority: Notification['priority'];
  client: { id: number; uuid: string; first_name: string; last_name: string };
  payload: Record<string, number>;
  created_at: Date;
  acknowledged_at: Date | null;
  acknowledged_by: string | null;
}

export function notificationView(notification: Notification): NotificationView {
  const { client } = notification;
  return {
    id: notification.id,
    kind: notification.kind,
    priority: notification.priority,
    client: {
      id: client.id,
      uuid: client.uuid,
      first_name: client.firstName,
      last_name: client.lastName,
    },
    payload: notification.payload,
    created_at: notification.createdAt,
    acknowledged_at: notification.acknowledgedAt,
    acknowledged_by: notification.acknowledgedBy?.uuid ?? null,
  };
}
