import { type EntityManager } from '@mikro-orm/postgresql';
import { type CallerAccess } from 'src/access/caller-access';
import { type AuditService, type EventToRecord } from 'src/audit/audit.service';
import { User } from 'src/users/user.entity';
import { type CareTeamEvents } from './care-team-events';
import { CareTeamService } from './care-team.service';
import { TherapistAssignment } from './therapist-assignment.entity';

interface Person {
  id: number;
  uuid: string;
  role: string;
  blockedAt: Date | null;
}

const person = (id: number, role: string, blockedAt: Date | null = null): Person => ({
  id,
  uuid: `uuid-${id}`,
  role,
  blockedAt,
});

/**
 * A stub entity manager over a few users: the client's active therapist assignment and health
 * coach, the active health coaches and the admins.
 */
function world(options: {
  therapist?: Person;
  coach?: Person;
  coaches?: Person[];
  admins?: Person[];
}) {
  const created: { recipient: Person; kind: string }[] = [];
  let nextId = 100;
  const em = {
    findOne: jest.fn((entity: unknown, where: Record<string, unknown>) => {
      if (entity === TherapistAssignment)
        return Promise.resolve(options.therapist ? { therapist: options.therapist } : null);
      if (entity === User && where.role === 'hc') {
        const active = (options.coaches ?? []).filter((coach) => coach.blockedAt === null);
        return Promise.resolve(active.sort((a, b) => a.id - b.id)[0] ?? null);
      }
      throw new Error('unexpected findOne');
    }),
    findOneOrFail: jest.fn(() => Promise.resolve({ healthCoach: options.coach ?? null })),
    find: jest.fn((entity: unknown, where: Record<string, unknown>) => {
      if (entity === User && where.role === 'admin')
        return Promise.resolve((options.admins ?? []).filter((admin) => !admin.blockedAt));
      throw new Error('unexpected find');
    }),
    getReference: jest.fn((_entity: unknown, id: number) => ({ id })),
    create: jest.fn((_entity: unknown, data: { recipient: Person; kind: string }) => {
      const row = { ...data, id: nextId++ };
      created.push(row);
      return row;
    }),
    flush: jest.fn(() => Promise.resolve()),
  };
  const audit = {
    record: jest.fn((_caller: CallerAccess, _event: EventToRecord) => Promise.resolve()),
  };
  const events = { notificationCreated: jest.fn() };
  const service = new CareTeamService(
    em as unknown as EntityManager,
    audit as unknown as AuditService,
    events as unknown as CareTeamEvents,
  );
  return { service, created, audit, events };
}

const caller = {} as CallerAccess;

/** The audit events recorded: event, route and recipient of each. */
function recorded(audit: { record: jest.Mock }) {
  return (audit.record.mock.calls as [CallerAccess, EventToRecord][]).map(([, event]) => ({
    event: event.event,
    route: event.details?.route,
    recipientUuid: event.details?.recipientUuid,
  }));
}
const riskFlag = { kind: 'risk_flag' as const, priority: 'high' as const, payload: { page_id: 1 } };
const approval = {
  kind: 'approval_needed' as const,
  priority: 'normal' as const,
  payload: { page_id: 1 },
};

describe('CareTeamService.notify: a risk flag never reaches nobody', () => {
  it('goes to the client’s therapist, else their health coach', async () => {
    const therapist = person(1, 'therapist-premium');
    const coach = person(2, 'hc');
    const withTherapist = world({ therapist, coach, coaches: [person(3, 'hc')] });
    await withTherapist.service.notify(caller, 50, riskFlag);
    expect(withTherapist.created.map((row) => row.recipient.id)).toEqual([1]);
    const withCoach = world({ coach, coaches: [person(3, 'hc')] });
    await withCoach.service.notify(caller, 50, riskFlag);
    expect(withCoach.created.map((row) => row.recipient.id)).toEqual([2]);
  });

  it('with no specialist (or a blocked one), goes to the default health coach: the first active one', async () => {
    const coaches = [person(9, 'hc'), person(4, 'hc', new Date()), person(6, 'hc')];
    const alone = world({ coaches, admins: [person(20, 'admin')] });
    const made = await alone.service.notify(caller, 50, riskFlag);
    expect(made).toHaveLength(1);
    expect(alone.created.map((row) => row.recipient.id)).toEqual([6]);
    expect(recorded(alone.audit)).toEqual([
      {
        event: 'notification.risk_flag',
        route: 'default-hc',
        recipientUuid: 'uuid-6',
      },
    ]);
    expect(alone.events.notificationCreated).toHaveBeenCalledWith({
      id: 100,
      recipientUuid: 'uuid-6',
    });

    const blocked = world({ therapist: person(1, 'therapist-premium', new Date()), coaches });
    await blocked.service.notify(caller, 50, riskFlag);
    expect(blocked.created.map((row) => row.recipient.id)).toEqual([6]);
  });

  it('with no active health coach either, goes to every active platform admin', async () => {
    const admins = [person(20, 'admin'), person(21, 'admin', new Date()), person(22, 'admin')];
    const none = world({ coaches: [person(4, 'hc', new Date())], admins });
    const made = await none.service.notify(caller, 50, riskFlag);
    expect(made).toHaveLength(2);
    expect(none.created.map((row) => row.recipient.id)).toEqual([20, 22]);
    expect(none.created.every((row) => row.kind === 'risk_flag')).toBe(true);
    expect(recorded(none.audit)).toEqual([
      { event: 'notification.risk_flag', route: 'admins', recipientUuid: 'uuid-20' },
      { event: 'notification.risk_flag', route: 'admins', recipientUuid: 'uuid-22' },
    ]);
  });

  it('other notices to a client with nobody to notify make none', async () => {
    const alone = world({ coaches: [person(6, 'hc')], admins: [person(20, 'admin')] });
    expect(await alone.service.notify(caller, 50, approval)).toEqual([]);
    expect(alone.created).toEqual([]);
    expect(alone.audit.record).not.toHaveBeenCalled();
  });
});
