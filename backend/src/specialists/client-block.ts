import { type EntityManager } from '@mikro-orm/postgresql';
import { HttpStatus } from '@nestjs/common';
import { ApiException } from 'src/common/errors/api-exception';
import { todayUtc } from 'src/subscriptions/subscription-dates';
import { ClientHold } from './client-hold.entity';

/**
 * The block of this client in force today (not lifted, last day not passed), if any. A block is
 * placed by the client's specialist (or an admin) and holds the client's treatment: while it is
 * in force the client reads and answers no module and sends no chat message (a snooze stops
 * nothing on the client's side: it only sets the client aside in the specialists' lists).
 */
export async function blockInForce(
  em: EntityManager,
  clientId: number,
): Promise<Pick<ClientHold, 'id' | 'endsOn'> | null> {
  return em.findOne(
    ClientHold,
    {
      client: clientId,
      kind: 'block',
      liftedAt: null,
      $or: [{ endsOn: null }, { endsOn: { $gte: todayUtc() } }],
    },
    { orderBy: { createdAt: 'desc', id: 'desc' }, fields: ['id', 'endsOn'] },
  );
}

/** 403 "your treatment is on hold" (naming its last day, if any) while a block is in force. */
export async function assertNotBlocked(em: EntityManager, clientId: number): Promise<void> {
  const block = await blockInForce(em, clientId);
  if (!block) return;
  throw block.endsOn === null
    ? new ApiException(HttpStatus.FORBIDDEN, { key: 'specialists.clientBlocked' })
    : new ApiException(HttpStatus.FORBIDDEN, {
        key: 'specialists.clientBlockedUntil',
        params: { date: block.endsOn },
      });
}
