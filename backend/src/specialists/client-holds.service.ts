import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { type CallerAccess } from 'src/access/caller-access';
import { AuditService } from 'src/audit/audit.service';
import { ApiException } from 'src/common/errors/api-exception';
import { isIsoDate, todayUtc } from 'src/subscriptions/subscription-dates';
import { type UserReference } from 'src/users/user-reference.pipe';
import { User } from 'src/users/user.entity';
import { ClientHold, type HoldKind } from './client-hold.entity';
import { type ClientHoldDto } from './dto/specialist-forms.dto';
import { HOLD_ROLES, SpecialistAccessService } from './specialist-access.service';
import { type ClientHoldStateView, type HoldView } from './specialist-views';

/**
 * Blocking and snoozing a client by their specialist (or an admin), each with an optional
 * message and last day; a new one replaces the one in force, and lifting one keeps it as history.
 * Every change is audited (ids only; the message stays in the row).
 */
@Injectable()
export class ClientHoldsService {
  constructor(
    private readonly em: EntityManager,
    private readonly access: SpecialistAccessService,
    private readonly audit: AuditService,
  ) {}

  none(): HoldView {
    return { active: false, message: null, end_date: null, since: null };
  }

  async place(
    caller: CallerAccess,
    reference: UserReference,
    kind: HoldKind,
    form: ClientHoldDto,
  ): Promise<ClientHoldStateView> {
    this.access.assertRole(caller, HOLD_ROLES);
    const endsOn = form.end_date ?? null;
    if (endsOn !== null && (!isIsoDate(endsOn) || endsOn < todayUtc())) {
      throw ApiException.badRequest('specialists.endDateInvalid', {
        end_date: [{ key: 'specialists.endDateInvalid' }],
      });
    }
    const client = await this.access.client(caller, reference, 'update');
    await this.em.transactional(async (tx) => {
      await this.liftInForce(tx, caller, client, kind);
      const hold = tx.create(ClientHold, {
        client,
        kind,
        message: form.message?.trim() ? form.message.trim() : null,
        endsOn,
        createdBy: tx.getReference(User, caller.userId),
      });
      await tx.flush();
      await this.audit.record(caller, {
        event: `client.${kind}`,
        subjectType: 'user',
        subjectId: client.uuid,
        details: { holdId: hold.id, endsOn },
      });
    });
    return this.state(client);
  }

  async lift(
    caller: CallerAccess,
    reference: UserReference,
    kind: HoldKind,
  ): Promise<ClientHoldStateView> {
    this.access.assertRole(caller, HOLD_ROLES);
    const client = await this.access.client(caller, reference, 'update');
    const lifted = await this.em.transactional((tx) => this.liftInForce(tx, caller, client, kind));
    if (lifted === 0) {
      throw ApiException.conflict(
        kind === 'block' ? 'specialists.notBlocked' : 'specialists.notSnoozed',
      );
    }
    await this.audit.record(caller, {
      event: kind === 'block' ? 'client.unblock' : 'client.unsnooze',
      subjectType: 'user',
      subjectId: client.uuid,
    });
    return this.state(client);
  }

  /** The blocks and snoozes in force today of these clients. */
  async statesOf(ids: number[]): Promise<Map<number, { blocked: HoldView; snoozed: HoldView }>> {
    const states = new Map<number, { blocked: HoldView; snoozed: HoldView }>();
    if (ids.length === 0) return states;
    const holds = await this.em.find(
      ClientHold,
      {
        client: { $in: ids },
        liftedAt: null,
        $or: [{ endsOn: null }, { endsOn: { $gte: todayUtc() } }],
      },
      { orderBy: { createdAt: 'desc', id: 'desc' } },
    );
    for (const hold of holds) {
      const state = states.get(hold.client.id) ?? { blocked: this.none(), snoozed: this.none() };
      const key = hold.kind === 'block' ? 'blocked' : 'snoozed';
      if (!state[key].active) {
        state[key] = {
          active: true,
          message: hold.message,
          end_date: hold.endsOn,
          since: hold.createdAt,
        };
      }
      states.set(hold.client.id, state);
    }
    return states;
  }

  private async state(client: User): Promise<ClientHoldStateView> {
    const state = (await this.statesOf([client.id])).get(client.id);
    return {
      id: client.id,
      uuid: client.uuid,
      blocked: state?.blocked ?? this.none(),
      snoozed: state?.snoozed ?? this.none(),
    };
  }

  private async liftInForce(
    em: EntityManager,
    caller: CallerAccess,
    client: User,
    kind: HoldKind,
  ): Promise<number> {
    return em.nativeUpdate(
      ClientHold,
      {
        client,
        kind,
        liftedAt: null,
        $or: [{ endsOn: null }, { endsOn: { $gte: todayUtc() } }],
      },
      { liftedAt: new Date(), liftedBy: caller.userId },
    );
  }
}
