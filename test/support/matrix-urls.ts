import { User } from 'src/users/user.entity';
import { type TestApp } from './test-app';

/**
 * Matrix urls may name a demo account's numeric id as `{id:<e-mail>}` (ids depend on what ran
 * before in the shared test database); this replaces each with the id.
 */
export async function resolveMatrixUrl(api: TestApp, url: string): Promise<string> {
  let resolved = url;
  for (const [placeholder, email] of url.matchAll(/\{id:([^}]+)\}/g)) {
    const user = await api.orm.em.fork().findOneOrFail(User, { email });
    resolved = resolved.replace(placeholder, String(user.id));
  }
  return resolved;
}
