import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { type CallerAccess } from 'src/access/caller-access';
import { AuditEvent } from 'src/audit/audit-event.entity';
import { fullName } from 'src/users/full-name';
import { User } from 'src/users/user.entity';
import { EMAIL_CHANGE_EVENTS } from './email-change.service';
import { PendingEmailChange } from './pending-email-change.entity';

/** The audit events of changes to an account's contact and identity details. */
export const ACCOUNT_CHANGE_EVENTS = {
  [EMAIL_CHANGE_EVENTS.requested]: 'email-change-requested',
  [EMAIL_CHANGE_EVENTS.confirmed]: 'email-changed',
  [EMAIL_CHANGE_EVENTS.corrected]: 'email-corrected',
  'user.phone-change': 'phone-changed',
  'user.national-id-change': 'national-id-changed',
} as const;

export type AccountChangeKind = (typeof ACCOUNT_CHANGE_EVENTS)[keyof typeof ACCOUNT_CHANGE_EVENTS];

/** How many of the latest changes the owner is shown. */
export const ACCOUNT_CHANGES_SHOWN = 50;

/** One audited change of the caller's account. */
export interface AccountChangeView {
  change: AccountChangeKind;
  occurred_at: Date;
  /** Whether the owner made it (an e-mail change confirmed through the new address counts). */
  by_owner: boolean;
  /** The name of whoever else made it; null for the owner's own, or when that account is gone. */
  changed_by_name: string | null;
}

/** GET /api/v1/users/account-changes: a pending e-mail change and the latest changes. */
export interface AccountChangesView {
  /** The new address of a change still waiting for its confirmation, or null. */
  pending_email: string | null;
  pending_expires_at: Date | null;
  changes: AccountChangeView[];
}

/**
 * The owner's view of changes to their account's e-mail, phone and personal number (from the
 * audit log), so that a change made by staff, or by someone with their password, is seen.
 */
@Injectable()
export class AccountChangesService {
  constructor(private readonly em: EntityManager) {}

  async forCaller(caller: CallerAccess): Promise<AccountChangesView> {
    const [pending, events] = await Promise.all([
      this.em.findOne(PendingEmailChange, {
        user: caller.userId,
        expiresAt: { $gt: new Date() },
      }),
      this.em.find(
        AuditEvent,
        {
          subjectType: 'user',
          subjectId: caller.userUuid,
          event: { $in: Object.keys(ACCOUNT_CHANGE_EVENTS) },
        },
        { orderBy: { id: 'desc' }, limit: ACCOUNT_CHANGES_SHOWN },
      ),
    ]);
    const others = [...new Set(events.map((event) => event.actorUuid))].filter(
      (uuid) => uuid !== caller.userUuid,
    );
    const actors =
      others.length === 0
        ? []
        : await this.em.find(
            User,
            { uuid: { $in: others } },
            { fields: ['uuid', 'firstName', 'lastName'] },
          );
    const names = new Map(actors.map((actor) => [actor.uuid, fullName(actor)]));
    return {
      pending_email: pending?.email ?? null,
      pending_expires_at: pending?.expiresAt ?? null,
      changes: events.map((event) => {
        const byOwner = event.actorUuid === caller.userUuid;
        return {
          change: ACCOUNT_CHANGE_EVENTS[event.event as keyof typeof ACCOUNT_CHANGE_EVENTS],
          occurred_at: event.occurredAt,
          by_owner: byOwner,
          changed_by_name: byOwner ? null : (names.get(event.actorUuid) ?? null),
        };
      }),
    };
  }
}
