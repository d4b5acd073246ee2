import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { hash, verify } from 'argon2';
import { ApiException } from 'src/common/errors/api-exception';
import { User } from 'src/users/user.entity';
import { LoginRateLimiter } from './login-rate-limiter';

/**
 * Checks an e-mail and password. Unknown accounts, wrong passwords and blocked accounts all get
 * the same answer, after the same argon2 work, so the answer does not tell which accounts exist.
 */
@Injectable()
export class PasswordLoginService {
  private readonly decoyHash = hash('decoy-password-never-matches', { type: 2 });

  constructor(
    private readonly em: EntityManager,
    private readonly rateLimiter: LoginRateLimiter,
  ) {}

  async authenticate(email: string, password: string, address: string): Promise<User> {
    const normalizedEmail = email.trim().toLowerCase();
    const attempt = await this.rateLimiter.admit(normalizedEmail, address);
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
    return user;
  }
}
