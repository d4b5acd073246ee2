import { LockMode } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { Inject, Injectable } from '@nestjs/common';
import { setTimeout as sleep } from 'node:timers/promises';
import { ApiException } from 'src/common/errors/api-exception';
import { Environment } from 'src/config/environment';
import { MailService } from 'src/mail/mail.service';
import { User } from 'src/users/user.entity';
import { LoginRateLimiter } from '../login-rate-limiter';
import { PasswordResetToken } from '../password-reset-token.entity';
import { SessionEvents } from '../session-events';
import { hashNewPassword } from './new-password';
import { passwordResetMail } from './password-reset-mail';
import { PasswordResetRateLimiter } from './password-reset-rate-limiter';
import { newSecretToken, secretTokenHash } from './secret-token';

/** How long a mailed reset link works. */
export const PASSWORD_RESET_TOKEN_MINUTES = 60;

/**
 * A reset request answers no sooner than this, whether a mail was sent or not, so the answer's
 * timing does not tell which addresses have accounts (the work itself takes a few milliseconds).
 */
export const PASSWORD_RESET_ANSWER_FLOOR_MS = 300;

/**
 * "Forgot password": mails a single-use link to an existing, unblocked account, and sets the new
 * password when the link's token comes back. Only the token's SHA-256 is stored.
 */
@Injectable()
export class PasswordResetService {
  constructor(
    private readonly em: EntityManager,
    private readonly mail: MailService,
    private readonly rateLimiter: PasswordResetRateLimiter,
    private readonly loginLimiter: LoginRateLimiter,
    private readonly sessionEvents: SessionEvents,
    @Inject(Environment) private readonly environment: Environment,
  ) {}

  /**
   * Sends a reset link if the address belongs to an unblocked account and is within its limit.
   * Resolves the same way, after the same minimum time, in every case.
   */
  async requestReset(email: string): Promise<void> {
    const answerNotBefore = Date.now() + PASSWORD_RESET_ANSWER_FLOOR_MS;
    await this.mailResetLinkIfAllowed(email.trim().toLowerCase());
    await sleep(Math.max(0, answerNotBefore - Date.now()));
  }

  /**
   * Sets a new password with a reset token (once: the token is then used), ends every session of
   * the account, invalidates its other reset links and lifts its login limits (the owner has shown
   * they read its mail).
   */
  async resetPassword(token: string, password: string): Promise<void> {
    const resetToken = await this.em.findOne(
      PasswordResetToken,
      { tokenHash: secretTokenHash(token) },
      { populate: ['user'] },
    );
    if (!resetToken || !isUsable(resetToken, new Date()) || resetToken.user.blockedAt) {
      throw ApiException.badRequest('passwordReset.invalidToken');
    }
    const passwordHash = await hashNewPassword(password);
    await this.em.transactional(async (tx) => {
      const now = new Date();
      // Guarded: of two requests racing with the same token, only one finds it unused.
      const claimed = await tx.nativeUpdate(
        PasswordResetToken,
        { id: resetToken.id, usedAt: null, expiresAt: { $gt: now } },
        { usedAt: now },
      );
      if (claimed !== 1) throw ApiException.badRequest('passwordReset.invalidToken');
      const userId = resetToken.user.id;
      await tx.nativeUpdate(
        User,
        { id: userId },
        { passwordHash, tokensValidAfter: now, updatedAt: now },
      );
      await tx.nativeDelete(PasswordResetToken, { user: userId, usedAt: null });
    });
    await this.loginLimiter.clearAccount(resetToken.user.email);
    // Every session ended with the new password: its chat sockets close now, not at the next check.
    await this.sessionEvents.ended(resetToken.user.uuid);
  }

  private async mailResetLinkIfAllowed(email: string): Promise<void> {
    if (!(await this.rateLimiter.admit(email))) return;
    const user = await this.em.findOne(User, { email });
    if (!user || user.blockedAt) return;
    const token = newSecretToken();
    await this.em.transactional(async (tx) => {
      // The row lock serialises two requests for one account: at most one link stays valid.
      await tx.findOneOrFail(User, user.id, { lockMode: LockMode.PESSIMISTIC_WRITE });
      await tx.nativeDelete(PasswordResetToken, { user: user.id, usedAt: null });
      tx.create(PasswordResetToken, {
        user: user.id,
        tokenHash: secretTokenHash(token),
        expiresAt: new Date(Date.now() + PASSWORD_RESET_TOKEN_MINUTES * 60_000),
      });
    });
    await this.mail.send(
      passwordResetMail({
        to: user.email,
        firstName: user.firstName,
        language: user.defaultLang,
        link: `${this.environment.CLIENT_WEB_URL.replace(/\/+$/, '')}/session/reset-password/${token}`,
        validMinutes: PASSWORD_RESET_TOKEN_MINUTES,
      }),
    );
  }
}

function isUsable(resetToken: PasswordResetToken, now: Date): boolean {
  return resetToken.usedAt === null && resetToken.expiresAt.getTime() > now.getTime();
}
