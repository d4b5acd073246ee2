import { ApiException } from 'src/common/errors/api-exception';
import { UserIdPipe, UserReferencePipe } from './user-reference.pipe';

const metadata = { type: 'param' as const, data: 'id' };

describe('user references in paths', () => {
  it('reads a positive whole number as an id', () => {
    expect(new UserIdPipe().transform('42', metadata)).toEqual({ id: 42 });
    expect(new UserReferencePipe().transform('2147483647', metadata)).toEqual({ id: 2147483647 });
  });

  it('reads a uuid, lower-cased', () => {
    expect(
      new UserReferencePipe().transform('5E1D0C0A-0000-4000-8000-000000000001', metadata),
    ).toEqual({ uuid: '5e1d0c0a-0000-4000-8000-000000000001' });
  });

  it.each(['0', '-1', '01', '1.5', '2147483648', 'abc', ''])('refuses %j as an id', (value) => {
    expect(() => new UserIdPipe().transform(value, metadata)).toThrow(ApiException);
  });

  it('names the parameter in the error', () => {
    const error = thrownBy(() => new UserReferencePipe().transform('not-a-user', metadata));
    expect(error).toBeInstanceOf(ApiException);
    expect(error).toMatchObject({ fieldErrors: { id: [{ key: 'users.idInvalid' }] } });
  });
});

function thrownBy(action: () => unknown): unknown {
  try {
    action();
  } catch (error) {
    return error;
  }
  return undefined;
}
