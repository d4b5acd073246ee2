import { CLEARED, DELETED, erasureStatements, KEPT, pseudonymOf } from './erasure-plan';

describe('the erasure plan', () => {
  it('decides each table and column once: kept, deleted or cleared', () => {
    const names = [...KEPT, ...DELETED, ...CLEARED].map(
      ({ table, column }) => `${table}.${column}`,
    );
    expect(new Set(names).size).toBe(names.length);
  });

  it('gives every kept table a reason', () => {
    for (const kept of KEPT) expect(kept.why.length).toBeGreaterThan(5);
  });

  it('deletes, then clears, by the user id only', () => {
    const statements = erasureStatements();
    expect(statements).toHaveLength(DELETED.length + CLEARED.length);
    expect(statements[0]).toBe('delete from "user_documents" where "user_id" = ?');
    expect(statements.at(-1)).toBe(
      'update "invitations" set "therapist_id" = null where "therapist_id" = ?',
    );
    for (const statement of statements) expect(statement.match(/\?/g)).toHaveLength(1);
  });

  it('names an erased account "Raderad användare #id" with an address that cannot receive mail', () => {
    expect(pseudonymOf(42)).toEqual({
      firstName: 'Raderad',
      lastName: 'användare #42',
      email: 'erased-42@erased.invalid',
    });
  });
});
