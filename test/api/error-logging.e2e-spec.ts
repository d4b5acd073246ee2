import { LogCapture } from '../support/log-capture';
import { TcpProxy } from '../support/tcp-proxy';
import { seedDemo, startTestApp, type TestApp } from '../support/test-app';
import { UserFixtures } from '../support/user-fixtures';

/** A person whose data the requests below carry; none of it may reach the log. */
const PERSON = {
  email: 'logged-person@sinnro.test',
  firstName: 'Ingrid',
  lastName: 'Loggsson',
  phone: '0705550123',
  nationalId: '198112189876',
};
const PERSONAL_VALUES = Object.values(PERSON);

/** The values of `values` that appear anywhere in the log. */
const leaked = (log: LogCapture, values: string[]) =>
  values.filter((value) => log.text.includes(value));

const errorLines = (log: LogCapture, context: string) =>
  log.lines().filter((line) => line.context === context);

describe('the API log, when a request fails', () => {
  const log = new LogCapture();
  let api: TestApp;
  let fixtures: UserFixtures;
  let personId: number;

  beforeAll(async () => {
    api = await startTestApp({ LOG_LEVEL: 'info' }, log);
    await seedDemo(api);
    fixtures = new UserFixtures(api);
    const person = await fixtures.user(
      {
        email: PERSON.email,
        firstName: PERSON.firstName,
        lastName: PERSON.lastName,
        phone: PERSON.phone,
        nationalId: PERSON.nationalId,
      },
      { withPassword: true },
    );
    personId = person.id;
  });
  beforeEach(() => log.clear());
  afterAll(async () => {
    await fixtures.cleanUp();
    await api.close();
  });

  it('names no personal data when a user change carries a NUL character', async () => {
    const response = await fixtures.as('admin@example.com', 'PUT', `/api/users/${personId}`, {
      payload: { first_name: 'Ingela\u0000', last_name: PERSON.lastName },
    });
    expect(leaked(log, [...PERSONAL_VALUES, 'Ingela'])).toEqual([]);
    expect(response.statusCode).not.toBe(500);
  });

  it('names no personal data when a keyword search carries a NUL character', async () => {
    const keyword = encodeURIComponent(`${PERSON.email}\u0000`);
    const response = await fixtures.as(
      'admin@example.com',
      'GET',
      `/api/users/list?keyword=${keyword}`,
    );
    expect(leaked(log, PERSONAL_VALUES)).toEqual([]);
    expect(response.statusCode).not.toBe(500);
  });

  it('names no personal data when a profile change carries a NUL character', async () => {
    const response = await fixtures.as(
      PERSON.email,
      'POST',
      '/api/users/update-current-user-profile',
      {
        payload: { first_name: 'Ingela\u0000', phone: '0705550199' },
      },
    );
    expect(leaked(log, [...PERSONAL_VALUES, 'Ingela', '0705550199'])).toEqual([]);
    expect(response.statusCode).not.toBe(500);
  });

  it('logs a database refusal by its class, SQLSTATE and request id only', async () => {
    // A constraint the application does not know of, so the refusal comes from PostgreSQL itself,
    // whose message and detail ("Failing row contains …") carry the whole row.
    const connection = api.orm.em.getConnection();
    await connection.execute(
      "alter table users add constraint error_logging_probe check (phone <> '0705550777') not valid",
    );
    try {
      const response = await fixtures.as(
        PERSON.email,
        'POST',
        '/api/users/update-current-user-profile',
        {
          payload: { phone: '0705550777' },
        },
      );
      expect(leaked(log, [...PERSONAL_VALUES, '0705550777', 'Failing row'])).toEqual([]);
      expect(response.statusCode).toBe(500);
      expect(errorLines(log, 'Errors').at(-1)).toMatchObject({
        level: 50,
        requestId: response.headers['x-request-id'],
        error: { class: 'CheckConstraintViolationException', code: '23514' },
      });
    } finally {
      await connection.execute('alter table users drop constraint error_logging_probe');
    }
  });
});

describe('the API log, when PostgreSQL goes away', () => {
  const log = new LogCapture();
  let proxy: TcpProxy;
  let api: TestApp;

  beforeAll(async () => {
    const database = new URL(process.env.DATABASE_URL as string);
    proxy = await TcpProxy.start({ host: database.hostname, port: Number(database.port || 5432) });
    api = await startTestApp(
      { LOG_LEVEL: 'info', DATABASE_URL: proxy.wrap(database.toString()) },
      log,
    );
  });
  afterAll(async () => {
    await api.close();
    await proxy.cut();
  });

  it('warns with the class and code of the failure, not its message', async () => {
    await proxy.cut();
    const response = await api.request({
      method: 'POST',
      url: '/client/login',
      payload: { email: PERSON.email, password: 'whatever-it-is' },
    });
    expect(leaked(log, PERSONAL_VALUES)).toEqual([]);
    expect(response.statusCode).toBe(503);
    expect(errorLines(log, 'Errors').at(-1)).toMatchObject({
      level: 40,
      requestId: response.headers['x-request-id'],
      error: { class: expect.any(String) as string },
    });
  });
});
