import { resolveMatrixUrl } from '../support/matrix-urls';
import { registeredRoutes } from '../support/registered-routes';
import { loginAs, seedDemo, startTestApp, type TestApp } from '../support/test-app';
import { AUTHORIZATION_MATRIX, type Caller, DEMO_EMAIL } from './authorization-matrix';

describe('every route', () => {
  let api: TestApp;

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
      const token = caller === 'anonymous' ? undefined : await loginAs(api, DEMO_EMAIL[caller]);
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
