import { raw } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { type CallerAccess } from 'src/access/caller-access';
import { AuditService } from 'src/audit/audit.service';
import { ApiException } from 'src/common/errors/api-exception';
import { User } from 'src/users/user.entity';
import { Notification } from './notification.entity';
import { type NotificationView, notificationView } from './notification-view';

/** The caller's own notifications: risk flags first, then newest first; acknowledging them. */
@Injectable()
export class NotificationsService {
  constructor(
    private readonly em: EntityManager,
    private readonly audit: AuditService,
  ) {}

  /** Open ones first (risk flags before the rest), then acknowledged ones; newest first within. */
  async list(caller: CallerAccess): Promise<NotificationView[]> {
    const rows = await this.em
      .createQueryBuilder(Notification, 'n')
      .select('n.*')
      .leftJoinAndSelect('n.client', 'c')
      .leftJoinAndSelect('n.acknowledgedBy', 'a')
      .where({ recipient: caller.userId })
      .orderBy({
        [raw('(n.acknowledged_at is null)')]: 'desc',
        [raw(`(n.priority = 'high')`)]: 'desc',
        createdAt: 'desc',
        id: 'desc',
      })
      .limit(200)
      .getResult();
    return rows.map(notificationView);
  }

  /** Marks the caller's notification acknowledged (again: unchanged); another's answers 404. */
  async acknowledge(caller: CallerAccess, id: number): Promise<NotificationView> {
    const notification = await this.em.findOne(
      Notification,
      { id, recipient: caller.userId },
      { populate: ['client', 'acknowledgedBy'] },
    );
    if (!notification) throw ApiException.notFound();
    if (notification.acknowledgedAt === null) {
      notification.acknowledgedAt = new Date();
      notification.acknowledgedBy = this.em.getReference(User, caller.userId);
      await this.em.flush();
      await this.audit.record(caller, {
        event: 'notification.acknowledged',
        subjectType: 'notification',
        subjectId: String(notification.id),
        details: { kind: notification.kind, priority: notification.priority },
      });
      await this.em.populate(notification, ['acknowledgedBy']);
    }
    return notificationView(notification);
  }
}
