import { type EntityManager } from '@mikro-orm/postgresql';
import { User } from './user.entity';

/**
 * The default health coach (the specification's `get-default-hc`): the first active health coach
 * by id, or null. New clients are offered this coach, and a risk flag about a client with no
 * specialist goes to them.
 */
export function findDefaultHealthCoach(em: EntityManager): Promise<User | null> {
  return em.findOne(User, { role: 'hc', blockedAt: null }, { orderBy: { id: 'asc' } });
}
