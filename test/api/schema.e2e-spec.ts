import { startTestApp, type TestApp } from '../support/test-app';

describe('committed migrations', () => {
  let api: TestApp;

  beforeAll(async () => {
    api = await startTestApp();
  });
  afterAll(() => api.close());

  it('build exactly the schema the entities describe', async () => {
    const diff = await api.orm.getSchemaGenerator().getUpdateSchemaSQL({ wrap: false });
    expect(diff.trim()).toBe('');
  });
});
