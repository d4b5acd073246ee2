import { type CompanyUnit } from 'src/companies/company-unit.entity';
import { DEMO_COMPANY, DEMO_OTHER_COMPANY } from 'src/database/seeders/demo-accounts';
import { User } from 'src/users/user.entity';
import {
  type CreditCompany,
  creditOrganisation,
  subscriptionForm,
} from '../support/credit-fixtures';
import { seedDemo, startTestApp, type TestApp } from '../support/test-app';
import { UserFixtures } from '../support/user-fixtures';

interface CreditsBody {
  company_uuid: string;
  user_uuid: string;
  total: number;
  taken: number;
  available: number;
  credit_limit_per_user: number | null;
  data: { uuid: string; quantity: number; company_unit_uuid: string; created_by_uuid: string }[];
}

interface ErrorBody {
  message: string;
  errors: Record<string, string | string[]>;
}

describe('credits of a user in a company', () => {
  let api: TestApp;
  let fixtures: UserFixtures;
  let company: CreditCompany;
  let other: CreditCompany;
  let ledning: CompanyUnit;
  let lager: CompanyUnit;
  let subUnit: CompanyUnit;
  let companyAdmin: User;
  let member: User;
  let lagerMember: User;
  let subUnitMember: User;
  let outsider: User;
  let admin: User;

  const url = (companyUuid: string, userUuid: string) =>
    `/api/v1/companies/${companyUuid}/users/${userUuid}/credits`;
  const sql = <T>(query: string, params: unknown[] = []) =>
    api.orm.em.getConnection().execute<T[]>(query, params);

  beforeAll(async () => {
    api = await startTestApp();
    await seedDemo(api);
    fixtures = new UserFixtures(api);
    ({
      company,
      other,
      ledning,
      lager,
      subUnit,
      companyAdmin,
      member,
      lagerMember,
      subUnitMember,
      outsider,
    } = await creditOrganisation(api, fixtures));
    admin = await api.orm.em.fork().findOneOrFail(User, { email: 'admin@example.com' });
    const subscription = await fixtures.as(
      'admin@example.com',
      'POST',
      `/api/v1/companies/${company.uuid}/subscription`,
      { payload: subscriptionForm({ credit_limit_per_user: 25 }) },
    );
    expect(subscription.statusCode).toBe(201);
  });
  afterAll(async () => {
    await fixtures.cleanUp();
    await api.close();
  });

  describe('POST grants credits', () => {
    it('adds a ledger row and raises the balance; GET answers grants and totals', async () => {
      const first = await fixtures.as('admin@example.com', 'POST', url(company.uuid, member.uuid), {
        payload: { quantity: 5, company_unit_uuid: ledning.uuid },
      });
      expect(first.statusCode).toBe(201);
      expect(first.json<CreditsBody>()).toMatchObject({
        company_uuid: company.uuid,
        user_uuid: member.uuid,
        total: 5,
        taken: 0,
        available: 5,
        credit_limit_per_user: 25,
      });
      const second = await fixtures.as(
        'admin@example.com',
        'POST',
        url(company.uuid, member.uuid),
        {
          payload: { quantity: '3', company_unit_uuid: ledning.uuid },
        },
      );
      expect(second.statusCode).toBe(201);

      const read = await fixtures.as('admin@example.com', 'GET', url(company.uuid, member.uuid));
      expect(read.statusCode).toBe(200);
      const body = read.json<CreditsBody>();
      expect(body).toMatchObject({ total: 8, taken: 0, available: 8 });
      expect(body.data.map((grant) => grant.quantity)).toEqual([3, 5]);
      expect(body.data[0]).toMatchObject({
        company_unit_uuid: ledning.uuid,
        created_by_uuid: admin.uuid,
      });

      const ledger = await sql<{ quantity: number }>(
        `select quantity from company_credits c join users u on u.id = c.user_id
          where u.uuid = ? order by c.id`,
        [member.uuid],
      );
      expect(ledger.map((row) => row.quantity)).toEqual([5, 3]);
      const audit = await sql<{ event: string; actor_uuid: string; details: { quantity: number } }>(
        `select event, actor_uuid, details from audit_events
          where event = 'credit.grant' and subject_id = ? order by id`,
        [member.uuid],
      );
      expect(audit.map((row) => [row.actor_uuid, row.details.quantity])).toEqual([
        [admin.uuid, 5],
        [admin.uuid, 3],
      ]);
    });

    it.each([
      ['en', 'Credits should contain only numbers'],
      ['sv', 'Krediter får bara innehålla siffror'],
    ] as const)(
      'refuses quantities that are not positive whole numbers (%s)',
      async (language, text) => {
        for (const quantity of ['abc', 0, -2, 1.5, '1e3']) {
          const response = await fixtures.as(
            'admin@example.com',
            'POST',
            url(company.uuid, member.uuid),
            {
              payload: { quantity, company_unit_uuid: ledning.uuid },
              language,
            },
          );
          expect({ quantity, status: response.statusCode }).toEqual({ quantity, status: 400 });
          expect(response.json<ErrorBody>().errors).toEqual({ quantity: text });
        }
      },
    );

    it('requires credits and a unit, and a unit the user belongs to', async () => {
      const empty = await fixtures.as('admin@example.com', 'POST', url(company.uuid, member.uuid), {
        payload: {},
        language: 'sv',
      });
      expect(empty.statusCode).toBe(400);
      expect(empty.json<ErrorBody>().errors).toEqual({
        quantity: 'Krediter är obligatoriskt',
        company_unit_uuid: 'Enhet är obligatorisk',
      });
      const wrongUnit = await fixtures.as(
        'admin@example.com',
        'POST',
        url(company.uuid, member.uuid),
        {
          payload: { quantity: 1, company_unit_uuid: lager.uuid },
        },
      );
      expect(wrongUnit.statusCode).toBe(400);
      expect(wrongUnit.json<ErrorBody>().errors).toEqual({
        company_unit_uuid: 'The user is not a member of this unit of the company',
      });
      const notMember = await fixtures.as(
        'admin@example.com',
        'POST',
        url(company.uuid, outsider.uuid),
        {
          payload: { quantity: 1, company_unit_uuid: ledning.uuid },
        },
      );
      expect(notMember.statusCode).toBe(404);
    });
  });

  describe('company admins act within their units', () => {
    it('grants to members of their unit and its sub-units', async () => {
      const own = await fixtures.as(companyAdmin.email, 'POST', url(company.uuid, member.uuid), {
        payload: { quantity: 2, company_unit_uuid: ledning.uuid },
      });
      expect(own.statusCode).toBe(201);
      expect(own.json<CreditsBody>().total).toBe(10);
      const sub = await fixtures.as(
        companyAdmin.email,
        'POST',
        url(company.uuid, subUnitMember.uuid),
        {
          payload: { quantity: 4, company_unit_uuid: subUnit.uuid },
        },
      );
      expect(sub.statusCode).toBe(201);
      expect(sub.json<CreditsBody>()).toMatchObject({ total: 4, available: 4 });
    });

    it('gets 404 for users of other units and of other companies, and writes nothing', async () => {
      const before = await sql<{ n: string }>('select count(*) as n from company_credits');
      const cases = [
        ['GET', url(company.uuid, lagerMember.uuid)],
        ['POST', url(company.uuid, lagerMember.uuid)],
        ['GET', url(other.uuid, outsider.uuid)],
        ['POST', url(other.uuid, outsider.uuid)],
      ] as const;
      for (const [method, path] of cases) {
        const unit = path.includes(other.uuid) ? other.units[0].uuid : lager.uuid;
        const response = await fixtures.as(companyAdmin.email, method, path, {
          payload: method === 'POST' ? { quantity: 1, company_unit_uuid: unit } : undefined,
        });
        expect({ method, path, status: response.statusCode }).toEqual({
          method,
          path,
          status: 404,
        });
      }
      const after = await sql<{ n: string }>('select count(*) as n from company_credits');
      expect(after[0]?.n).toBe(before[0]?.n);
    });

    it('keeps the demo company admin out of the second demo company (404)', async () => {
      const otherMember = await api.orm.em
        .fork()
        .findOneOrFail(User, { email: DEMO_OTHER_COMPANY.member.email });
      const read = await fixtures.as(
        'company-admin@example.com',
        'GET',
        url(DEMO_OTHER_COMPANY.uuid, otherMember.uuid),
      );
      expect(read.statusCode).toBe(404);
      const grant = await fixtures.as(
        'company-admin@example.com',
        'POST',
        url(DEMO_OTHER_COMPANY.uuid, otherMember.uuid),
        { payload: { quantity: 1, company_unit_uuid: DEMO_OTHER_COMPANY.unit.uuid } },
      );
      expect(grant.statusCode).toBe(404);
      // The same user named under the demo company is not a member there either.
      const crossed = await fixtures.as(
        'company-admin@example.com',
        'GET',
        url(DEMO_COMPANY.uuid, otherMember.uuid),
      );
      expect(crossed.statusCode).toBe(404);
    });

    it('writes an access-log row when a company admin reads a user’s credits', async () => {
      const read = await fixtures.as(companyAdmin.email, 'GET', url(company.uuid, member.uuid));
      expect(read.statusCode).toBe(200);
      const rows = await sql<{ actor_uuid: string; action: string; resource: string }>(
        `select actor_uuid, action, resource from access_log where client_uuid = ? and action = 'read'`,
        [member.uuid],
      );
      expect(rows).toContainEqual({
        actor_uuid: companyAdmin.uuid,
        action: 'read',
        resource: 'user.credit',
      });
    });
  });

  describe('a client', () => {
    it('reads their own credits, not anyone else’s (404), and cannot grant (403)', async () => {
      const own = await fixtures.as(member.email, 'GET', url(company.uuid, member.uuid));
      expect(own.statusCode).toBe(200);
      expect(own.json<CreditsBody>()).toMatchObject({ total: 10, taken: 0, available: 10 });
      const others = await fixtures.as(member.email, 'GET', url(company.uuid, subUnitMember.uuid));
      expect(others.statusCode).toBe(404);
      const grant = await fixtures.as(member.email, 'POST', url(company.uuid, member.uuid), {
        payload: { quantity: 100, company_unit_uuid: ledning.uuid },
      });
      expect(grant.statusCode).toBe(403);
    });
  });
});
