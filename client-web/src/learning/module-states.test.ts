import { describe, expect, it } from 'vitest';
import { type ClientSubscription, type LearningModule, type ModuleInstance } from './learning-api';
import { groupModules, holdsModel } from './module-states';

function instance(overrides: Partial<ModuleInstance> = {}): ModuleInstance {
  return {
    module_instance_id: 1,
    num: 1,
    active: true,
    start_new: false,
    is_completed: false,
    start_date: '2026-11-01',
    started_at: '2026-11-01T08:00:00.000Z',
    completed_at: null,
    progress: 40,
    subscription_model_uuid: 'model-ta',
    feedback_url: null,
    ...overrides,
  };
}

function module(id: number, overrides: Partial<LearningModule> = {}): LearningModule {
  return {
    _id: id,
    id,
    name: `Modul ${id}`,
    description: null,
    type: 'module',
    is_published: true,
    repeatable: false,
    iteration_days: null,
    position: id,
    is_open: true,
    module_status: 1,
    progress: 0,
    status: 'ongoing',
    page_count: 3,
    new_round_allowed: true,
    opens_at: null,
    instances: [],
    language: 'sv',
    fallback: false,
    ...overrides,
  };
}

function subscription(
  modules: LearningModule[],
  overrides: Partial<ClientSubscription> = {},
): ClientSubscription {
  return {
    uuid: 'sub-1',
    subscription_model_name: 'Therapist assisted',
    subscription_model_uuid: 'model-ta',
    status: 'active',
    end_date: '2027-01-01',
    progress: 0,
    programs: [{ id: 1, uuid: 'p-1', name: 'Må bättre', language: 'sv', fallback: false }],
    modules,
    ...overrides,
  };
}

describe('groupModules', () => {
  it('groups the modules of the asked model by the server’s status, by position within a group', () => {
    const subscriptions = [
      subscription([
        module(3, { position: 3, is_open: false, status: 'upcoming' }),
        module(2, { position: 2, progress: 40, instances: [instance()] }),
        module(1, {
          position: 1,
          progress: 100,
          status: 'completed',
          instances: [instance({ is_completed: true, progress: 100 })],
        }),
        module(4, { position: 4 }),
      ]),
      subscription([module(9)], {
        uuid: 'sub-2',
        subscription_model_name: 'Self study',
        subscription_model_uuid: 'model-ss',
      }),
    ];
    const groups = groupModules(subscriptions, 'Therapist assisted');
    const ids = (key: keyof typeof groups) => groups[key].map((listed) => listed.module.id);
    expect(ids('ongoing')).toEqual([2, 4]);
    expect(ids('upcoming')).toEqual([3]);
    expect(ids('completed')).toEqual([1]);
    expect(ids('expired')).toEqual([]);
    expect(groups.ongoing[0]?.subscription.uuid).toBe('sub-1');
    expect(groups.completed[0]?.state).toBe('completed');

    expect(groupModules(subscriptions, 'Self study').ongoing.map((l) => l.module.id)).toEqual([9]);
  });

  it('computes nothing of its own: a module is listed where the server’s status puts it', () => {
    // A completed newest round the server does not call completed (and the other way round)
    // stays where the server says: the rule lives on the server only.
    const groups = groupModules(
      [
        subscription(
          [
            module(1, { status: 'expired', instances: [instance({ is_completed: true })] }),
            module(2, { status: 'completed', progress: 100 }),
          ],
          { status: 'expired' },
        ),
      ],
      'Therapist assisted',
    );
    expect(groups.expired.map((listed) => listed.module.id)).toEqual([1]);
    expect(groups.completed.map((listed) => listed.module.id)).toEqual([2]);
  });
});

describe('holdsModel', () => {
  it('tells whether a subscription of the model exists', () => {
    expect(holdsModel([subscription([])], 'Therapist assisted')).toBe(true);
    expect(holdsModel([subscription([])], 'Self study')).toBe(false);
    expect(holdsModel([], 'Self study')).toBe(false);
  });
});
