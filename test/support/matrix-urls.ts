import { User } from 'src/users/user.entity';
import { type TestApp } from './test-app';

/**
 * Matrix urls may name a demo account's numeric id as `{id:<e-mail>}` (ids depend on what ran
 * before in the shared test database), and its uuid as `{uuid:<e-mail>}`; this replaces each.
 */
export async function resolveMatrixUrl(api: TestApp, url: string): Promise<string> {
  let resolved = url;
  for (const [placeholder, email] of url.matchAll(/\{id:([^}]+)\}/g)) {
    const user = await api.orm.em.fork().findOneOrFail(User, { email });
    resolved = resolved.replace(placeholder, String(user.id));
  }
  // `{uuid:<e-mail>}`: the account's uuid, for routes that name users by uuid.
  for (const [placeholder, email] of url.matchAll(/\{uuid:([^}]+)\}/g)) {
    const user = await api.orm.em.fork().findOneOrFail(User, { email });
    resolved = resolved.replace(placeholder, user.uuid);
  }
  return resolved;
}
