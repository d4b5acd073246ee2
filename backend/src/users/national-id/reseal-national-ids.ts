import { type EntityManager } from '@mikro-orm/postgresql';
import { type NationalIdCipher } from './national-id-cipher';

/**
 * After a key rotation: seals again, under the current key, every personal number sealed under
 * another (users and the invitee details of invitations), in one transaction. The blind index is
 * not touched (its key is not rotated). Answers how many values were sealed again; once it has
 * run, the old keys can be removed from NATIONAL_ID_KEYS.
 */
export async function resealNationalIds(
  em: EntityManager,
  cipher: NationalIdCipher,
): Promise<number> {
  return em.transactional(async (tx) => {
    const connection = tx.getConnection();
    let count = 0;
    const users = await connection.execute<{ id: number; sealed: string }[]>(
      'select id, national_id_sealed as sealed from users where national_id_sealed is not null',
    );
    for (const user of users.filter((row) => cipher.isStale(row.sealed))) {
      await connection.execute('update users set national_id_sealed = ? where id = ?', [
        cipher.seal(cipher.open(user.sealed)),
        user.id,
      ]);
      count++;
    }
    const invitations = await connection.execute<{ id: number; sealed: string }[]>(
      `select id, invitee->>'national_id_sealed' as sealed from invitations
        where invitee->>'national_id_sealed' is not null`,
    );
    for (const invitation of invitations.filter((row) => cipher.isStale(row.sealed))) {
      await connection.execute(
        `update invitations set invitee = jsonb_set(invitee, '{national_id_sealed}', to_jsonb(?::text))
          where id = ?`,
        [cipher.seal(cipher.open(invitation.sealed)), invitation.id],
      );
      count++;
    }
    return count;
  });
}
