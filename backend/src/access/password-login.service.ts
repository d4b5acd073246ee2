import { EntityManager, RequestContext } from '@mikro-orm/postgresql';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { hash, verify } from 'argon2';
import { ApiException } from 'src/common/errors/api-exception';
import { summarizeError } from 'src/common/errors/error-summary';
import { Environment } from 'src/config/environment';
import { MailService } from 'src/mail/mail.service';
import { User } from 'src/users/user.entity';
import { accountLockMail } from './account-lock-mail';
import { LoginRateLimiter } from './login-rate-limiter';
import { StaffEidRule } from './staff-eid-rule';

/**
 * Checks an e-mail and password. Unknown accounts, wrong passwords and blocked accounts all get
 * the same answer, after the same argon2 work, so the answer does not tell which accounts exist.
 * A user who must sign in with e-ID (StaffEidRule) is told so only after a correct password: a
 * wrong one answers the usual text, so the e-ID text does not tell an attacker who is staff.
 */
@Injectable()
export class PasswordLoginService {
  private readonly logger = new Logger('PasswordLogin');
  private readonly decoyHash = hash('decoy-password-never-matches', { type: 2 });

  constructor(
    private readonly em: EntityManager,
    private readonly rateLimiter: LoginRateLimiter,
    private readonly mail: MailService,
    private readonly staffEid: StaffEidRule,
    @Inject(Environment) private readonly environment: Environment,
  ) {}

  async authenticate(email: string, password: string, address: string): Promise<User> {
    const normalizedEmail = email.trim().toLowerCase();
    const attempt = await this.rateLimiter.admit(normalizedEmail, address, (lockSeconds) => {
      // Not awaited: the answer is the same 429, as soon, whether or not the account exists.
      void this.tellOwnerOfLock(normalizedEmail, lockSeconds);
    });
    const user = await this.em.findOne(
      User,
      { email: normalizedEmail },
      { populate: ['passwordHash'] },
    );
    const storedHash = user?.passwordHash ?? (await this.decoyHash);
    const matches = await verify(storedHash, password).catch(() => false);
    // A failure stays counted (the limiter counts every attempt before the password is checked).
    if (!user || !user.passwordHash || !matches || user.blockedAt) {
      throw ApiException.unauthorized('auth.loginFailed');
    }
    await this.rateLimiter.recordSuccess(attempt);
    if (await this.staffEid.requiresEid(user)) throw ApiException.forbidden('auth.eidRequired');
    return user;
  }

  /** One mail per lock to the account's owner, if the account exists; never throws. */
  private async tellOwnerOfLock(email: string, lockSeconds: number): Promise<void> {
    try {
      // Its own context: the request that set the lock has answered by now.
      await RequestContext.create(this.em.fork(), async () => {
        const user = await this.em.findOne(User, { email });
        if (!user) return;
        await this.mail.send(
          accountLockMail({
            to: user.email,
            firstName: user.firstName,
            language: user.defaultLang,
            minutes: Math.ceil(lockSeconds / 60),
            resetLink: `${this.environment.CLIENT_WEB_URL.replace(/\/+$/, '')}/session/forgot-password`,
          }),
        );
      });
    } catch (error) {
      this.logger.warn({ msg: 'account lock mail failed', error: summarizeError(error) });
    }
  }
}
