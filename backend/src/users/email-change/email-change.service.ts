import { LockMode, UniqueConstraintViolationException } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { HttpStatus, Inject, Injectable } from '@nestjs/common';
import { type CallerAccess } from 'src/access/caller-access';
import { newSecretToken, secretTokenHash } from 'src/access/password-reset/secret-token';
import { AuditEvent } from 'src/audit/audit-event.entity';
import { AuditService } from 'src/audit/audit.service';
import { ApiException } from 'src/common/errors/api-exception';
import { Environment } from 'src/config/environment';
import { MailService } from 'src/mail/mail.service';
import { User } from 'src/users/user.entity';
import {
  type ChangeRequester,
  emailChangeConfirmMail,
  emailChangedMail,
  emailChangeRequestedMail,
} from './email-change-mail';
import { PendingEmailChange } from './pending-email-change.entity';

/** How long a mailed confirmation link works. */
export const EMAIL_CHANGE_TOKEN_HOURS = 24;

/** How many e-mail changes one account may ask for in an hour (each one sends two mails). */
export const EMAIL_CHANGE_REQUESTS_PER_HOUR = 5;

/** The audit events of an e-mail change. */
export const EMAIL_CHANGE_EVENTS = {
  requested: 'user.email-change.request',
  confirmed: 'user.email-change.confirm',
  corrected: 'user.email-change.direct',
} as const;

/**
 * Changing an account's e-mail. The change of an account that is in use (its owner has logged
 * in, set a password or can log in with e-ID) waits for the new address to confirm it through a
 * single-use mailed link (only its SHA-256 is stored): until then the account keeps its old
 * address for login, password reset and mail, and the old address is told that a change was
 * asked for. Requests and confirmations are audited under the real actor.
 */
@Injectable()
export class EmailChangeService {
  constructor(
    private readonly em: EntityManager,
    private readonly mail: MailService,
    private readonly audit: AuditService,
    @Inject(Environment) private readonly environment: Environment,
  ) {}

  /**
   * Whether staff may still correct the e-mail directly: nobody can have used the account yet
   * (never activated, no password, no personal number for an e-ID login).
   */
  async correctableDirectly(user: User): Promise<boolean> {
    if (user.activatedAt !== null || user.nationalIdIndex !== null) return false;
    const withPassword = await this.em.count(User, { id: user.id, passwordHash: { $ne: null } });
    return withPassword === 0;
  }

  /** 429 once the account has asked for EMAIL_CHANGE_REQUESTS_PER_HOUR changes in the last hour. */
  async assertWithinLimit(user: User): Promise<void> {
    const recent = await this.em.count(AuditEvent, {
      event: EMAIL_CHANGE_EVENTS.requested,
      subjectType: 'user',
      subjectId: user.uuid,
      occurredAt: { $gt: new Date(Date.now() - 3_600_000) },
    });
    if (recent >= EMAIL_CHANGE_REQUESTS_PER_HOUR) {
      throw new ApiException(
        HttpStatus.TOO_MANY_REQUESTS,
        { key: 'error.tooManyRequests' },
        undefined,
        { 'retry-after': '3600' },
      );
    }
  }

  /**
   * Asks for the account's e-mail to become `email` (already trimmed and lower-cased): replaces an
   * earlier pending change, mails the link to the new address and the notice to the old one.
   * Whether another account uses the new address is not checked here (the answer would tell who
   * has an account): confirming then fails, telling only the holder of that address.
   */
  async request(caller: CallerAccess, user: User, email: string): Promise<void> {
    const requestedBy: ChangeRequester = caller.actorUuid === user.uuid ? 'owner' : 'staff';
    const token = newSecretToken();
    await this.em.transactional(async (tx) => {
      // The row lock serialises two requests for one account: at most one change stays pending.
      await tx.findOneOrFail(User, user.id, { lockMode: LockMode.PESSIMISTIC_WRITE });
      await tx.nativeDelete(PendingEmailChange, { user: user.id });
      const change = tx.create(PendingEmailChange, {
        user: user.id,
        email,
        tokenHash: secretTokenHash(token),
        expiresAt: new Date(Date.now() + EMAIL_CHANGE_TOKEN_HOURS * 3_600_000),
        requestedByUuid: caller.actorUuid,
      });
      await tx.flush();
      await this.audit.record(caller, {
        event: EMAIL_CHANGE_EVENTS.requested,
        subjectType: 'user',
        subjectId: user.uuid,
        details: { change_uuid: change.uuid, by_owner: requestedBy === 'owner' },
      });
    });
    const base = this.environment.CLIENT_WEB_URL.replace(/\/+$/, '');
    await this.mail.send(
      emailChangeConfirmMail({
        to: email,
        firstName: user.firstName,
        language: user.defaultLang,
        link: `${base}/session/confirm-email/${token}`,
        validHours: EMAIL_CHANGE_TOKEN_HOURS,
      }),
    );
    await this.mail.send(
      emailChangeRequestedMail({
        to: user.email,
        firstName: user.firstName,
        language: user.defaultLang,
        requestedBy,
      }),
    );
  }

  /** Audits a direct correction of a not yet used account's e-mail (inside the caller's write). */
  async recordCorrection(caller: CallerAccess, user: User): Promise<void> {
    await this.audit.record(caller, {
      event: EMAIL_CHANGE_EVENTS.corrected,
      subjectType: 'user',
      subjectId: user.uuid,
      details: {},
    });
  }

  /**
   * Confirms a pending change with the token of the mailed link (once): the account's e-mail
   * becomes the new address, the change is audited under the account's own uuid (the holder of
   * the new address confirmed it) and the old address is told.
   */
  async confirm(token: string, requestId: string | null): Promise<void> {
    const tokenHash = secretTokenHash(token);
    const change = await this.em.findOne(
      PendingEmailChange,
      { tokenHash, expiresAt: { $gt: new Date() } },
      { populate: ['user'] },
    );
    if (!change || change.user.blockedAt) throw invalidToken();
    const user = change.user;
    const oldEmail = user.email;
    try {
      await this.em.transactional(async (tx) => {
        // Guarded: of two requests racing with the same link, only one confirms it.
        const claimed = await tx.nativeDelete(PendingEmailChange, {
          id: change.id,
          tokenHash,
          expiresAt: { $gt: new Date() },
        });
        if (claimed !== 1) throw invalidToken();
        await tx.nativeUpdate(
          User,
          { id: user.id },
          { email: change.email, updatedAt: new Date() },
        );
        tx.create(AuditEvent, {
          actorUuid: user.uuid,
          event: EMAIL_CHANGE_EVENTS.confirmed,
          subjectType: 'user',
          subjectId: user.uuid,
          details: { change_uuid: change.uuid, by_owner: change.requestedByUuid === user.uuid },
          requestId,
        });
        await tx.flush();
      });
    } catch (error) {
      if (
        error instanceof UniqueConstraintViolationException &&
        'constraint' in error &&
        error.constraint === 'users_email_unique'
      ) {
        await this.em.nativeDelete(PendingEmailChange, { id: change.id });
        throw ApiException.badRequest('emailChange.addressTaken');
      }
      throw error;
    }
    await this.mail.send(
      emailChangedMail({ to: oldEmail, firstName: user.firstName, language: user.defaultLang }),
    );
  }
}

function invalidToken(): ApiException {
  return ApiException.badRequest('emailChange.invalidToken');
}
