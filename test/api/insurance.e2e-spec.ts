import { INSURANCE_FAILING_TEST_NUMBER } from 'src/insurance/insurance-test-people';
import { InsuranceStandIn } from '../support/insurance-stand-in';
import { loginAs, seedDemo, startTestApp, type TestApp } from '../support/test-app';

interface LogRow {
  actor_uuid: string;
  client_uuid: string;
  action: string;
  resource: string;
  resource_id: string | null;
}

const DEMO_CLIENT_NATIONAL_ID = '199001012385';
const COVERED_NON_USER = '198002022382';

describe('GET /api/v1/insurance', () => {
  let api: TestApp;
  let adminToken: string;
  let adminUuid: string;

  const check = (target: TestApp, token: string | undefined, query: string, language = 'en') =>
    target.request({
      method: 'GET',
      url: `/api/v1/insurance${query}`,
      headers: {
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        'accept-language': language,
      },
    });
  const insuranceLog = (target: TestApp) =>
    target.orm.em
      .getConnection()
      .execute<LogRow[]>(
        `select * from access_log where resource = 'insurance' and actor_uuid = ? order by id`,
        [adminUuid],
      );

  beforeAll(async () => {
    api = await startTestApp();
    await seedDemo(api);
    adminToken = await loginAs(api, 'admin@example.com');
    const [admin] = await api.orm.em
      .getConnection()
      .execute<{ uuid: string }[]>(`select uuid from users where email = 'admin@example.com'`);
    adminUuid = admin.uuid;
  });
  afterAll(() => api.close());

  describe('with the built-in development stand-in (no INSURANCE_API_URL)', () => {
    it('answers coverage, insurer and validity for a test number', async () => {
      const response = await check(api, adminToken, `?national_id=${DEMO_CLIENT_NATIONAL_ID}`);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        covered: true,
        insurer: 'Exempelförsäkringar AB',
        valid_from: '2026-01-01',
        valid_to: '2026-12-31',
      });
    });

    it('answers "not covered" for any other number, and ended coverage as not covered', async () => {
      const unknown = await check(api, adminToken, '?national_id=196001019876');
      expect(unknown.json()).toEqual({
        covered: false,
        insurer: null,
        valid_from: null,
        valid_to: null,
      });
      const ended = await check(api, adminToken, '?national_id=197503032383');
      expect(ended.json()).toMatchObject({ covered: false, valid_to: '2023-12-31' });
    });

    it('answers 502 "Third party API error" when the insurer fails', async () => {
      const response = await check(
        api,
        adminToken,
        `?national_id=${INSURANCE_FAILING_TEST_NUMBER}`,
      );
      expect(response.statusCode).toBe(502);
      expect(response.json()).toMatchObject({ statusCode: 502, message: 'Third party API error' });
      const swedish = await check(
        api,
        adminToken,
        `?national_id=${INSURANCE_FAILING_TEST_NUMBER}`,
        'sv',
      );
      expect(swedish.json()).toMatchObject({ message: 'Fel från tredjepartstjänst' });
    });
  });

  it.each([
    ['', 'National ID is required', 'Personnummer är obligatoriskt'],
    ['?national_id=12345', 'National ID must be 12 digits', 'Personnumret måste ha 12 siffror'],
    [
      '?national_id=19900101238X',
      'National ID must contain only numbers',
      'Personnumret får bara innehålla siffror',
    ],
  ])('validates the number %s with the specification’s texts', async (query, en, sv) => {
    const english = await check(api, adminToken, query);
    expect(english.statusCode).toBe(400);
    expect(english.json()).toMatchObject({ errors: { national_id: en } });
    const swedish = await check(api, adminToken, query, 'sv');
    expect(swedish.json()).toMatchObject({ errors: { national_id: sv } });
  });

  it('is for admins only (insurance.read.[*])', async () => {
    expect((await check(api, undefined, `?national_id=${COVERED_NON_USER}`)).statusCode).toBe(401);
    for (const email of ['company-admin@example.com', 'hc@example.com', 'client@example.com']) {
      const token = await loginAs(api, email);
      const response = await check(api, token, `?national_id=${COVERED_NON_USER}`);
      expect(response.statusCode).toBe(403);
    }
  });

  describe('the access log', () => {
    it('gets one row per lookup, under the user’s uuid when the number is a user’s', async () => {
      const before = (await insuranceLog(api)).length;
      await check(api, adminToken, `?national_id=${DEMO_CLIENT_NATIONAL_ID}`);
      const rows = await insuranceLog(api);
      expect(rows).toHaveLength(before + 1);
      const [client] = await api.orm.em
        .getConnection()
        .execute<{ uuid: string }[]>(`select uuid from users where email = 'client@example.com'`);
      expect(rows.at(-1)).toMatchObject({
        actor_uuid: adminUuid,
        client_uuid: client.uuid,
        action: 'read',
        resource: 'insurance',
      });
    });

    it('names a person without an account by a stable pseudonym, never by the number', async () => {
      const before = (await insuranceLog(api)).length;
      await check(api, adminToken, `?national_id=${COVERED_NON_USER}`);
      await check(api, adminToken, `?national_id=${COVERED_NON_USER}`);
      // A failed lookup is logged too: the number was sent to the insurer.
      await check(api, adminToken, `?national_id=${INSURANCE_FAILING_TEST_NUMBER}`);
      const rows = (await insuranceLog(api)).slice(before);
      expect(rows).toHaveLength(3);
      const [first, second, failed] = rows as [LogRow, LogRow, LogRow];
      expect(second.client_uuid).toBe(first.client_uuid);
      expect(second.resource_id).toBe(first.resource_id);
      expect(failed.client_uuid).not.toBe(first.client_uuid);
      expect(first.resource_id).toMatch(/^nid-hmac:[0-9a-f]{64}$/);
      const everything = JSON.stringify(await insuranceLog(api));
      expect(everything).not.toContain(COVERED_NON_USER);
      expect(everything).not.toContain(DEMO_CLIENT_NATIONAL_ID);
    });
  });

  describe('through the HTTP client (INSURANCE_API_URL set)', () => {
    let insurer: InsuranceStandIn;
    let wired: TestApp;
    let token: string;

    beforeAll(async () => {
      insurer = await InsuranceStandIn.start({ apiKey: 'insurer-key-123' });
      wired = await startTestApp({
        INSURANCE_API_URL: insurer.url,
        INSURANCE_API_KEY: 'insurer-key-123',
      });
      token = await loginAs(wired, 'admin@example.com');
    });
    afterAll(async () => {
      await wired.close();
      await insurer.close();
    });
    beforeEach(() => {
      insurer.behaviour = 'normal';
    });

    it('asks the insurer with a POST carrying the number in the body and the key', async () => {
      const response = await check(wired, token, `?national_id=${COVERED_NON_USER}`);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        covered: true,
        insurer: 'Testförsäkringen ömsesidig',
        valid_from: '2024-07-01',
        valid_to: null,
      });
      expect(insurer.requests.at(-1)).toEqual({
        method: 'POST',
        path: '/insurer/v1/coverage-checks',
        authorization: 'Bearer insurer-key-123',
        body: { national_id: COVERED_NON_USER },
      });
    });

    it.each([
      ['an error status', 'server-error'],
      ['a malformed answer', 'malformed'],
    ] as const)('answers 502 for %s', async (_, behaviour) => {
      insurer.behaviour = behaviour;
      const response = await check(wired, token, `?national_id=${COVERED_NON_USER}`);
      expect(response.statusCode).toBe(502);
      expect(response.json()).toMatchObject({ message: 'Third party API error' });
    });

    it('answers 502 when the insurer does not answer in time', async () => {
      insurer.behaviour = 'slow';
      const started = Date.now();
      const response = await check(wired, token, `?national_id=${COVERED_NON_USER}`);
      expect(response.statusCode).toBe(502);
      expect(Date.now() - started).toBeGreaterThanOrEqual(4_500);
    });

    it('answers 502 when the insurer refuses the key', async () => {
      const wrongKey = await startTestApp({
        INSURANCE_API_URL: insurer.url,
        INSURANCE_API_KEY: 'not-the-right-key',
      });
      try {
        const wrongToken = await loginAs(wrongKey, 'admin@example.com');
        const response = await check(wrongKey, wrongToken, `?national_id=${COVERED_NON_USER}`);
        expect(response.statusCode).toBe(502);
        expect(insurer.requests.at(-1)?.authorization).toBe('Bearer not-the-right-key');
      } finally {
        await wrongKey.close();
      }
    });
  });
});
