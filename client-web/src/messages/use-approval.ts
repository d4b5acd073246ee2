import { useCallback, useEffect, useState } from 'react';
import { ApiError } from '../api/api-error';
import { type ChatNotification } from './chat-types';
import { chatStore } from './chat-store';
import { acknowledgeNotification, approvePage, fetchNotifications } from './messages-api';

function waitsForApproval(notification: ChatNotification, clientUuid: string): boolean {
  return (
    notification.kind === 'approval_needed' &&
    notification.acknowledged_at === null &&
    notification.client.uuid === clientUuid &&
    typeof notification.payload.module_instance_id === 'number' &&
    typeof notification.payload.page_id === 'number'
  );
}

/**
 * The client's page waiting for the specialist's approval, if any: the open 'approval_needed'
 * notifications (module instance and page ids in their payload), kept current by the socket.
 * `approve` approves the oldest waiting page and acknowledges its notification.
 */
export function useApproval(clientUuid: string, enabled: boolean) {
  const [waiting, setWaiting] = useState<ChatNotification[]>([]);

  useEffect(() => {
    if (!enabled) return undefined;
    let current = true;
    fetchNotifications().then(
      (notifications) =>
        current &&
        setWaiting(
          notifications
            .filter((notification) => waitsForApproval(notification, clientUuid))
            .sort((a, b) => a.id - b.id),
        ),
      () => current && setWaiting([]),
    );
    const off = chatStore.on('notification', (notification) => {
      if (!waitsForApproval(notification, clientUuid)) return;
      setWaiting((list) =>
        list.some((item) => item.id === notification.id) ? list : [...list, notification],
      );
    });
    return () => {
      current = false;
      off();
    };
  }, [clientUuid, enabled]);

  const next = waiting[0] ?? null;

  const approve = useCallback(async () => {
    if (next === null) return;
    const instanceId = next.payload.module_instance_id;
    const pageId = next.payload.page_id;
    if (instanceId === undefined || pageId === undefined) return;
    try {
      await approvePage(clientUuid, instanceId, pageId);
    } catch (error: unknown) {
      // 409: the page no longer waits (approved elsewhere): the notification is done with too.
      if (!(error instanceof ApiError && error.status === 409)) throw error;
    }
    setWaiting((list) => list.filter((item) => item.id !== next.id));
    // The approval is done; a failed acknowledgement only leaves the notification in the list.
    await acknowledgeNotification(next.id).catch(() => undefined);
  }, [clientUuid, next]);

  return { waiting: next !== null, approve };
}
