import { type LightMyRequestResponse } from 'fastify';
import { secretTokenHash } from 'src/access/password-reset/secret-token';
import { DEMO_CLINIC, DEMO_OTHER_COMPANY } from 'src/database/seeders/demo-accounts';
import { QueueBoard } from 'src/queue-board/queue-board';
import { resolveMatrixUrl } from '../support/matrix-urls';
import { registeredRoutes } from '../support/registered-routes';
import { loginAs, seedDemo, startTestApp, type TestApp } from '../support/test-app';
import {
  AUTHORIZATION_MATRIX,
  type Caller,
  DEMO_EMAIL,
  type MatrixRow,
} from './authorization-matrix';
import { loggedIn } from './matrix/matrix-row';
import { QUEUE_BOARD_ROUTES } from './matrix/queue-board';

/** Rows that end the session of the token they are sent with: they get a token of their own. */
const SESSION_ENDING_ROUTES = new Set([
  'GET /api/v1/account/refresh',
  'GET /api/v1/account/logout',
]);

describe('every route', () => {
  let api: TestApp;
  // One login per caller (argon2 makes each login cost real CPU; thousands of cells share them).
  const tokens = new Map<Caller, Promise<string>>();
  const tokenFor = (caller: Exclude<Caller, 'anonymous'>, route: string): Promise<string> => {
    if (SESSION_ENDING_ROUTES.has(route)) return loginAs(api, DEMO_EMAIL[caller]);
    let token = tokens.get(caller);
    if (!token) {
      token = loginAs(api, DEMO_EMAIL[caller]);
      tokens.set(caller, token);
    }
    return token;
  };

  beforeAll(async () => {
    // The matrix sends the same failed login once per caller; the limiter has its own tests.
    api = await startTestApp({ LOGIN_FAILURES_PER_ACCOUNT: '1000' });
    await seedDemo(api);
  });
  afterAll(() => api.close());

  it('declares what it needs: public, logged in, or a permission', () => {
    const undeclared = registeredRoutes(api.app).filter((route) => !route.requirement);
    expect(undeclared.map((route) => `${route.route} (${route.handler})`)).toEqual([]);
  });

  it('has a row in the authorization matrix, and every row names a real route', () => {
    const registered = registeredRoutes(api.app)
      .map((route) => route.route)
      .sort();
    const inMatrix = AUTHORIZATION_MATRIX.map((row) => row.route).sort();
    expect(inMatrix).toEqual(registered);
  });

  const send = async (row: MatrixRow, caller: Caller): Promise<LightMyRequestResponse> => {
    const [method, path] = row.route.split(' ') as [string, string];
    const token = caller === 'anonymous' ? undefined : await tokenFor(caller, row.route);
    return api.request({
      method: method as 'GET',
      url: await resolveMatrixUrl(api, row.url ?? path),
      payload: row.payload,
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });
  };

  describe.each(AUTHORIZATION_MATRIX)('$route', (row) => {
    const callers = Object.entries(row.expected) as [Caller, number][];

    it.each(callers)('answers %s with %i', async (caller, status) => {
      const response = await send(row, caller);
      expect({ caller, status: response.statusCode }).toEqual({ caller, status });
    });
  });

  /**
   * Bull Board's own routes under /api/queues are Fastify routes, outside Nest's guards: its hook
   * lets through only an admin's board session cookie (POST /api/queues/session).
   */
  describe('the queue board', () => {
    let boardCookie = '';
    const callers: Caller[] = [
      'anonymous',
      ...(Object.keys(DEMO_EMAIL) as Exclude<Caller, 'anonymous'>[]),
    ];

    beforeAll(async () => {
      const session = await api.request({
        method: 'POST',
        url: '/api/queues/session',
        headers: { authorization: `Bearer ${await tokenFor('admin', 'POST /api/queues/session')}` },
      });
      boardCookie = String(session.headers['set-cookie']).split(';', 1)[0] ?? '';
    });

    it('has a row for every route the board registered, and every row names one', () => {
      const registered = [...api.app.get(QueueBoard).routes()].sort();
      expect(QUEUE_BOARD_ROUTES.map((row) => row.route).sort()).toEqual(registered);
    });

    describe.each(QUEUE_BOARD_ROUTES)('$route', (row) => {
      const sendBoard = (headers: Record<string, string>) =>
        api.request({
          method: row.route.split(' ')[0] as 'GET',
          url: row.url,
          payload: row.payload,
          headers,
        });

      it.each(callers)('answers %s without a board session with 401', async (caller) => {
        const token = caller === 'anonymous' ? undefined : await tokenFor(caller, row.route);
        const response = await sendBoard(token ? { authorization: `Bearer ${token}` } : {});
        expect({ caller, status: response.statusCode }).toEqual({ caller, status: 401 });
      });

      it(`answers an admin's board session with ${row.admin}`, async () => {
        const response = await sendBoard({ cookie: boardCookie });
        expect(response.statusCode).toBe(row.admin);
      });
    });
  });

  /**
   * Grants belong to a membership: the demo company admin (of Exempelbolaget) placed in the
   * second demo company, whose objects most rows name, must get exactly the company admin's
   * answers there, i.e. a standard user's rights in that company and none of its admin rights.
   */
  describe.each([
    ['a standard user and unit member of another company', { asCompanyMember: true }],
    ['a member of a unit of another company only', { asCompanyMember: false }],
  ])('the company admin who is also %s', (_placement, { asCompanyMember }) => {
    const sql = (query: string) =>
      api.orm.em.getConnection().execute(query, [DEMO_EMAIL['company-admin']]);
    const adminId = `(select id from users where email = ?)`;

    beforeAll(async () => {
      if (asCompanyMember) {
        await sql(
          `insert into company_members (company_id, user_id, company_role)
           select id, ${adminId}, 'standard-user' from companies
            where uuid = '${DEMO_OTHER_COMPANY.uuid}'`,
        );
      }
      await sql(
        `insert into company_unit_members (unit_id, user_id)
         select id, ${adminId} from company_units where uuid = '${DEMO_OTHER_COMPANY.unit.uuid}'`,
      );
    });
    afterAll(async () => {
      await sql(
        `delete from company_unit_members where user_id = ${adminId}
           and unit_id = (select id from company_units where uuid = '${DEMO_OTHER_COMPANY.unit.uuid}')`,
      );
      await sql(
        `delete from company_members where user_id = ${adminId}
           and company_id = (select id from companies where uuid = '${DEMO_OTHER_COMPANY.uuid}')`,
      );
    });

    it.each(AUTHORIZATION_MATRIX)('answers $route as the company admin alone', async (row) => {
      const response = await send(row, 'company-admin');
      expect({ route: row.route, status: response.statusCode }).toEqual({
        route: row.route,
        status: row.expected['company-admin'],
      });
    });
  });

  /**
   * A clinic's staff who link a work address at an employer themselves (POST /api/v1/users/link,
   * then confirm) become a standard user there, and nothing more: their clinic role's `[company]`
   * grants keep reaching only the clinic an administrator placed them in. Self-linked into the
   * second demo company, whose objects most rows name, each must get exactly their own answers
   * (the clinic alone plus a standard user's rights there, which the company admin's re-run above
   * shows change no row).
   */
  const UNLINK = 'DELETE /api/v1/users/link';
  describe.each(['clinic-admin', 'clinic-therapist'] as const)(
    'the %s self-linked to a work address at the second demo company',
    (caller) => {
      const domain = 'andra-bolaget.example.test';
      const sql = <T = unknown>(query: string, params: unknown[] = []) =>
        api.orm.em.getConnection().execute<T[]>(query, params);
      const callerId = `(select id from users where email = '${DEMO_EMAIL[caller]}')`;
      const otherCompanyId = `(select id from companies where uuid = '${DEMO_OTHER_COMPANY.uuid}')`;

      beforeAll(async () => {
        await sql(`update companies set email_domain = ? where uuid = ?`, [
          domain,
          DEMO_OTHER_COMPANY.uuid,
        ]);
        const token = await tokenFor(caller, 'POST /api/v1/users/link');
        const headers = { authorization: `Bearer ${token}` };
        const email = `${caller}@${domain}`;
        const requested = await api.request({
          method: 'POST',
          url: '/api/v1/users/link',
          payload: { email },
          headers,
        });
        expect(requested.statusCode).toBe(200);
        // The mailed token is stored as its hash only: the test puts in one it knows.
        const mailed = 'matrix-self-link-token';
        await sql(`update company_email_links set token_hash = ? where user_id = ${callerId}`, [
          secretTokenHash(mailed),
        ]);
        const confirmed = await api.request({
          method: 'POST',
          url: '/api/v1/users/link/confirm',
          payload: { token: mailed },
          headers,
        });
        expect(confirmed.json()).toMatchObject({ company_role: 'standard-user' });
      });
      afterAll(async () => {
        await sql(`delete from company_email_links where user_id = ${callerId}`);
        await sql(
          `delete from company_members where user_id = ${callerId} and company_id = ${otherCompanyId}`,
        );
        await sql(`update companies set email_domain = null where uuid = ?`, [
          DEMO_OTHER_COMPANY.uuid,
        ]);
      });

      it("does not read the employer's members, company or invitations", async () => {
        const token = await tokenFor(caller, 'GET /api/users/:id/edit');
        const headers = { authorization: `Bearer ${token}` };
        const member = await api.request({
          method: 'GET',
          url: await resolveMatrixUrl(
            api,
            `/api/users/{id:${DEMO_OTHER_COMPANY.member.email}}/edit`,
          ),
          headers,
        });
        expect(member.statusCode).toBe(404);
        // With both memberships, the clinic's own client stays within reach.
        const clinicClient = await api.request({
          method: 'GET',
          url: await resolveMatrixUrl(api, `/api/users/{id:${DEMO_CLINIC.client}}/edit`),
          headers,
        });
        expect(clinicClient.statusCode).toBe(200);
        const list = await api.request({ method: 'GET', url: '/api/users/list', headers });
        expect(JSON.stringify(list.json())).not.toContain(DEMO_OTHER_COMPANY.member.email);
        const invite = await api.request({
          method: 'POST',
          url: '/api/v1/invitations',
          payload: {
            first_name: 'Själv',
            last_name: 'Länkad',
            email: `self-link-invitee-${caller}@example.com`,
            phone: '070-1234567',
            national_id: '199001012385',
            company_uuid: DEMO_OTHER_COMPANY.uuid,
            permissions: ['user.read.[company-unit]'],
            products: ['therapist_call_25'],
          },
          headers,
        });
        expect(invite.statusCode).toBe(404);
      });

      // Removing the link is the caller's own business (last, below): it would end the re-run.
      const rows = AUTHORIZATION_MATRIX.filter((row) => row.route !== UNLINK);
      it.each(rows)(`answers $route as the ${caller} alone`, async (row) => {
        const response = await send(row, caller);
        expect({ route: row.route, status: response.statusCode }).toEqual({
          route: row.route,
          status: row.expected[caller],
        });
      });

      it('removes the link and the membership it made, as any standard user may', async () => {
        const response = await send({ route: UNLINK, expected: loggedIn(200) }, caller);
        expect(response.json()).toMatchObject({
          company_uuid: DEMO_OTHER_COMPANY.uuid,
          membership_ended: true,
        });
      });
    },
  );
});

describe('a route that declares nothing', () => {
  it('is refused even with a valid token (deny by default)', async () => {
    const { Controller, Get } = await import('@nestjs/common');
    const { Test } = await import('@nestjs/testing');
    const { AccessTokenGuard } = await import('src/access/access-token.guard');
    const { TokenService } = await import('src/access/token.service');
    const { CallerAccessService } = await import('src/access/caller-access.service');

    @Controller('undeclared')
    class UndeclaredController {
      @Get()
      open() {
        return { leaked: true };
      }
    }
    // The guard refuses before it asks anything of the token or caller services.
    const moduleRef = await Test.createTestingModule({
      controllers: [UndeclaredController],
      providers: [
        AccessTokenGuard,
        { provide: TokenService, useValue: {} },
        { provide: CallerAccessService, useValue: {} },
      ],
    }).compile();
    const guard = moduleRef.get(AccessTokenGuard);
    const context = {
      getHandler: () => UndeclaredController.prototype.open,
      getClass: () => UndeclaredController,
      switchToHttp: () => ({ getRequest: () => ({ headers: {} }) }),
    };
    await expect(guard.canActivate(context as never)).rejects.toMatchObject({ status: 403 });
  });
});
