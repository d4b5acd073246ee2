import { type Role } from '@sinnro/access';
import { hash } from 'argon2';
import { randomUUID } from 'node:crypto';
import { type Language } from 'src/common/i18n/language';
import { DEFAULT_SEED_PASSWORD } from 'src/database/seeders/demo-accounts';
import { User } from 'src/users/user.entity';
import { type TestApp } from './test-app';

export interface AccountOptions {
  role?: Role;
  /** Defaults to the demo password, so `loginAs` works; null for an account without one. */
  password?: string | null;
  defaultLang?: Language;
  blocked?: boolean;
  firstName?: string;
}

/** A fresh account with a unique e-mail, for tests that change accounts (never the demo ones). */
export async function createAccount(api: TestApp, options: AccountOptions = {}): Promise<User> {
  const em = api.orm.em.fork();
  const password = options.password === undefined ? DEFAULT_SEED_PASSWORD : options.password;
  const user = em.create(User, {
    email: `test-${randomUUID().slice(0, 12)}@example.com`,
    role: options.role ?? 'client',
    firstName: options.firstName ?? 'Testa',
    lastName: 'Testsson',
    passwordHash: password === null ? null : await hash(password, { type: 2 }),
    defaultLang: options.defaultLang ?? 'sv',
    blockedAt: options.blocked ? new Date() : null,
  });
  await em.flush();
  return user;
}

/** Waits until the clock has passed into the next whole second (token `iat` has whole seconds). */
export async function nextSecond(): Promise<void> {
  const wait = 1000 - (Date.now() % 1000) + 5;
  await new Promise((resolve) => setTimeout(resolve, wait));
}
