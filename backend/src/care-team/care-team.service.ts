import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { type CallerAccess } from 'src/access/caller-access';
import { AuditService } from 'src/audit/audit.service';
import { findDefaultHealthCoach } from 'src/users/default-health-coach';
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
   * Notifications to the client's responsible specialist, flushed in the caller's transaction and
   * audited (ids only). A risk flag never reaches nobody: with no specialist (or a blocked one) it
   * goes to the default health coach, and with none of those to every active platform admin; the
   * 24-hour escalation then runs for it as for any flag. Other notices to a client with nobody to
   * notify make none (an empty list).
   */
  async notify(
    caller: CallerAccess,
    clientId: number,
    notice: {
      kind: NotificationKind;
      priority: NotificationPriority;
      payload: NotificationPayload;
    },
  ): Promise<Notification[]> {
    const { recipients, route } = await this.recipients(clientId, notice.kind);
    const client = this.em.getReference(User, clientId);
    const made = recipients.map((recipient) =>
      this.em.create(Notification, { recipient, client, ...notice }),
    );
    if (made.length === 0) return [];
    await this.em.flush();
    for (const notification of made) {
      await this.audit.record(caller, {
        event: `notification.${notice.kind}`,
        subjectType: 'notification',
        subjectId: String(notification.id),
        details: {
          recipientUuid: notification.recipient.uuid,
          priority: notice.priority,
          route,
          ...notice.payload,
        },
      });
      this.events.notificationCreated({
        id: notification.id,
        recipientUuid: notification.recipient.uuid,
      });
    }
    return made;
  }

  /** Who a notice about the client goes to, and by which rule (recorded in the audit event). */
  private async recipients(
    clientId: number,
    kind: NotificationKind,
  ): Promise<{ recipients: User[]; route: 'specialist' | 'default-hc' | 'admins' }> {
    const specialist = await this.responsibleSpecialist(clientId);
    if (specialist && (kind !== 'risk_flag' || specialist.blockedAt === null))
      return { recipients: [specialist], route: 'specialist' };
    if (kind !== 'risk_flag') return { recipients: [], route: 'specialist' };
    const coach = await findDefaultHealthCoach(this.em);
    if (coach) return { recipients: [coach], route: 'default-hc' };
    const admins = await this.em.find(
      User,
      { role: 'admin', blockedAt: null },
      { orderBy: { id: 'asc' } },
    );
    return { recipients: admins, route: 'admins' };
  }
}
