import { type RequiredEntityData } from '@mikro-orm/core';
import { hash } from 'argon2';
import { type InjectOptions, type LightMyRequestResponse } from 'fastify';
import { type CompanyRole } from '@sinnro/access';
import { CompanyMember } from 'src/companies/company-member.entity';
import { CompanyUnitMember } from 'src/companies/company-unit-member.entity';
import { CompanyUnit } from 'src/companies/company-unit.entity';
import { Company } from 'src/companies/company.entity';
import { User } from 'src/users/user.entity';
import { loginAs, type TestApp } from './test-app';
import { nationalIdColumns } from './national-ids';

export const FIXTURE_PASSWORD = 'Fixture-pw-2026';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * Users, companies and memberships a test file makes, removed again when it ends: the API tests
 * share one database, and other files count the demo rows. Access-log and audit rows stay (they
 * are append-only and name people by uuid only).
 */
export class UserFixtures {
  private readonly userIds = new Set<number>();
  private readonly companyIds = new Set<number>();
  private readonly memberIds = new Set<number>();
  private readonly unitMemberIds = new Set<number>();
  /** One login per account, shared by requests sent at once (each login costs an argon2 check). */
  private readonly tokens = new Map<string, Promise<string>>();

  constructor(private readonly api: TestApp) {}

  /** A request as a demo or fixture account (logged in once per file), in the given language. */
  async as(
    account: User | string,
    method: Method,
    url: string,
    options: { payload?: InjectOptions['payload']; language?: 'sv' | 'en' } = {},
  ): Promise<LightMyRequestResponse> {
    return this.api.request({
      method,
      url,
      payload: options.payload,
      headers: {
        authorization: `Bearer ${await this.token(account)}`,
        'accept-language': options.language ?? 'en',
      },
    });
  }

  /** The account's token, from one login per file (each login costs an argon2 check). */
  token(account: User | string): Promise<string> {
    const email = typeof account === 'string' ? account : account.email;
    let token = this.tokens.get(email);
    if (!token) {
      // Parallel first requests wait for one login: several at once would trip the login limit.
      token = this.login(email);
      this.tokens.set(email, token);
      token.catch(() => this.tokens.delete(email));
    }
    return token;
  }

  /** A fresh token (fixture accounts have FIXTURE_PASSWORD, demo ones the seed password). */
  async login(email: string): Promise<string> {
    if (!email.endsWith('.test')) return loginAs(this.api, email);
    const response = await this.api.request({
      method: 'POST',
      url: '/client/login',
      payload: { email, password: FIXTURE_PASSWORD },
    });
    if (response.statusCode !== 200) throw new Error(`Login as ${email}: ${response.body}`);
    return response.json<{ token: string }>().token;
  }

  /** A user made directly in the database; e-mails end in `.test` so none clashes with demo data. */
  async user(
    data: Omit<RequiredEntityData<User>, 'role'> &
      Partial<Pick<User, 'role'>> & { nationalId?: string },
    options: { withPassword?: boolean } = {},
  ): Promise<User> {
    const em = this.api.orm.em.fork();
    const { nationalId, ...fields } = data;
    const user = em.create(User, {
      role: 'client',
      ...fields,
      ...(nationalId === undefined ? {} : nationalIdColumns(nationalId)),
      passwordHash: options.withPassword ? await hash(FIXTURE_PASSWORD, { type: 2 }) : null,
    });
    await em.flush();
    this.userIds.add(user.id);
    return user;
  }

  /** A user the API created, to be removed at the end. */
  track(userId: number): void {
    this.userIds.add(userId);
  }

  async company(
    name: string,
    unitNames: string[],
  ): Promise<{ company: Company; units: CompanyUnit[] }> {
    const em = this.api.orm.em.fork();
    const company = em.create(Company, { name });
    const units = unitNames.map((unitName) => em.create(CompanyUnit, { company, name: unitName }));
    await em.flush();
    this.companyIds.add(company.id);
    return { company, units };
  }

  /** Makes a user a member of a company (and a unit of it). */
  async member(
    userId: number,
    companyUuid: string,
    options: { unitUuid?: string; companyRole?: CompanyRole } = {},
  ): Promise<void> {
    const em = this.api.orm.em.fork();
    const user = em.getReference(User, userId);
    const company = await em.findOneOrFail(Company, { uuid: companyUuid });
    const membership = em.create(CompanyMember, {
      company,
      user,
      companyRole: options.companyRole ?? 'standard-user',
    });
    if (options.unitUuid) {
      const unit = await em.findOneOrFail(CompanyUnit, { uuid: options.unitUuid });
      em.create(CompanyUnitMember, { unit, user });
    }
    await em.flush();
    this.memberIds.add(membership.id);
    if (options.unitUuid) {
      const unitMembership = await em.findOneOrFail(CompanyUnitMember, {
        user,
        unit: { uuid: options.unitUuid },
      });
      this.unitMemberIds.add(unitMembership.id);
    }
  }

  async id(email: string): Promise<number> {
    return (await this.api.orm.em.fork().findOneOrFail(User, { email })).id;
  }

  async cleanUp(): Promise<void> {
    const em = this.api.orm.em.fork();
    await em.nativeDelete(CompanyUnitMember, { id: { $in: [...this.unitMemberIds] } });
    await em.nativeDelete(CompanyMember, { id: { $in: [...this.memberIds] } });
    await em.nativeDelete(User, { id: { $in: [...this.userIds] } });
    await em.nativeDelete(Company, { id: { $in: [...this.companyIds] } });
  }
}
