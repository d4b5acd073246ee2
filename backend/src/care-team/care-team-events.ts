import { Injectable } from '@nestjs/common';

/** A notification just stored: ids only. */
export interface NotificationCreated {
  id: number;
  recipientUuid: string;
}

type Listener = (notification: NotificationCreated) => void;

/** Tells listeners in this process (the chat's socket gateway) about new notifications. */
@Injectable()
export class CareTeamEvents {
  private readonly listeners: Listener[] = [];

  onNotification(listener: Listener): void {
    this.listeners.push(listener);
  }

  notificationCreated(notification: NotificationCreated): void {
    for (const listener of this.listeners) listener(notification);
  }
}
