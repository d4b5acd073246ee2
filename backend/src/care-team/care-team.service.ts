import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { type CallerAccess } from 'src/access/caller-access';
import { AuditService } from 'src/audit/audit.service';
import { User } from 'src/users/user.entity';
import { CareTeamEvents } from './care-team-events';
import {
  Notification,
  type NotificationKind,
  type NotificationPayload,
  type NotificationPriority,
} from './notification.entity';
import { TherapistAssignment } from './therapist-assignment.entity';

/** Who treats a client, and notices to them about the client. */
@Injectable()
export class CareTeamService {
  constructor(
    private readonly em: EntityManager,
    private readonly audit: AuditService,
    private readonly events: CareTeamEvents,
  ) {}

  /** The client's therapist by the newest active assignment, else their health coach, else none. */
  async responsibleSpecialist(clientId: number): Promise<User | null> {
    const assignment = await this.em.findOne(
      TherapistAssignment,
      { client: clientId, endedAt: null },
      { populate: ['therapist'], orderBy: { createdAt: 'desc', id: 'desc' } },
    );
    if (assignment) return assignment.therapist;
    const client = await this.em.findOneOrFail(User, clientId, { populate: ['healthCoach'] });
    return client.healthCoach;
  }

  /**
   * A notification to the client's responsible specialist, flushed in the caller's transaction
   * and audited (ids only). Answers null when the client has nobody to notify.
   */
  async notify(
    caller: CallerAccess,
    clientId: number,
    notice: {
      kind: NotificationKind;
      priority: NotificationPriority;
      payload: NotificationPayload;
    },
  ): Promise<Notification | null> {
    const recipient = await this.responsibleSpecialist(clientId);
    if (!recipient) return null;
    const notification = this.em.create(Notification, {
      recipient,
      client: this.em.getReference(User, clientId),
      ...notice,
    });
    await this.em.flush();
    await this.audit.record(caller, {
      event: `notification.${notice.kind}`,
      subjectType: 'notification',
      subjectId: String(notification.id),
      details: { recipientUuid: recipient.uuid, priority: notice.priority, ...notice.payload },
    });
    this.events.notificationCreated({ id: notification.id, recipientUuid: recipient.uuid });
    return notification;
  }
}
