import { resolveMatrixUrl } from '../support/matrix-urls';
import { registeredRoutes } from '../support/registered-routes';
import { loginAs, seedDemo, startTestApp, type TestApp } from '../support/test-app';
import { AUTHORIZATION_MATRIX, type Caller, DEMO_EMAIL } from './authorization-matrix';

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

  describe.each(AUTHORIZATION_MATRIX)('$route', (row) => {
    const callers = Object.entries(row.expected) as [Caller, number][];

    it.each(callers)('answers %s with %i', async (caller, status) => {
      const [method, path] = row.route.split(' ') as [string, string];
      const token = caller === 'anonymous' ? undefined : await tokenFor(caller, row.route);
      const response = await api.request({
        method: method as 'GET',
        url: await resolveMatrixUrl(api, row.url ?? path),
        payload: row.payload,
        headers: token ? { authorization: `Bearer ${token}` } : {},
      });
      expect({ caller, status: response.statusCode }).toEqual({ caller, status });
    });
  });
});

describe('a route that declares nothing', () => {
  it('is refused even with a valid token (deny by default)', async () => {
    const { Controller, Get } = await import('@nestjs/common');
    const { Test } = await import('@nestjs/testing');
    const { AccessTokenGuard } = await import('src/access/access-token.guard');
    const { Reflector } = await import('@nestjs/core');

    @Controller('undeclared')
    class UndeclaredController {
      @Get()
      open() {
        return { leaked: true };
      }
    }
    const moduleRef = await Test.createTestingModule({
      controllers: [UndeclaredController],
      providers: [Reflector],
    }).compile();
    const guard = new AccessTokenGuard(
      moduleRef.get(Reflector),
      ...([] as unknown as [never, never, never, never]),
    );
    const context = {
      getHandler: () => UndeclaredController.prototype.open,
      getClass: () => UndeclaredController,
      switchToHttp: () => ({ getRequest: () => ({ headers: {} }) }),
    };
    await expect(guard.canActivate(context as never)).rejects.toMatchObject({ status: 403 });
  });
});
