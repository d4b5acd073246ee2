import { describe, expect, it } from 'vitest';
import { type ClientSubscription, type LearningModule, type ModuleInstance } from './learning-api';
import { groupModules, holdsModel, moduleState } from './module-states';

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

describe('moduleState', () => {
  it('lists an open module as ongoing, started or not, and a locked one as upcoming', () => {
    expect(moduleState(module(1), 'active')).toBe('ongoing');
    expect(moduleState(module(1, { instances: [instance()] }), 'active')).toBe('ongoing');
    expect(moduleState(module(1, { is_open: false }), 'active')).toBe('upcoming');
  });

  it('lists a module as completed when its newest instance is, whatever the subscription', () => {
    const done = module(1, {
      instances: [
        instance({ is_completed: true, completed_at: '2026-11-02T08:00:00.000Z', progress: 100 }),
      ],
    });
    expect(moduleState(done, 'active')).toBe('completed');
    expect(moduleState(done, 'expired')).toBe('completed');
  });

  it('follows the newest instance: a new round that is under way is ongoing again', () => {
    const again = module(1, {
      repeatable: true,
      instances: [
        instance({ module_instance_id: 2, num: 2, progress: 0 }),
        instance({ active: false, is_completed: true, completed_at: '2026-11-02T08:00:00.000Z' }),
      ],
    });
    expect(moduleState(again, 'active')).toBe('ongoing');
  });

  it('does not take a progress without any instance as a completion', () => {
    expect(moduleState(module(1, { progress: 100 }), 'active')).toBe('ongoing');
  });

  it('lists an unfinished module as expired when the subscription or the module is not active', () => {
    expect(moduleState(module(1), 'expired')).toBe('expired');
    expect(moduleState(module(1, { is_open: false }), 'cancelled')).toBe('expired');
    expect(moduleState(module(1), 'ended')).toBe('expired');
    expect(moduleState(module(1, { module_status: 0 }), 'active')).toBe('expired');
  });
});

describe('groupModules', () => {
  it('groups the modules of the asked model by state, by position within a group', () => {
    const subscriptions = [
      subscription([
        module(3, { position: 3, is_open: false }),
        module(2, { position: 2, instances: [instance()] }),
        module(1, { position: 1, instances: [instance({ is_completed: true })] }),
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

    expect(groupModules(subscriptions, 'Self study').ongoing.map((l) => l.module.id)).toEqual([9]);
  });

  it('puts the modules of an expired subscription under expired, its finished ones under completed', () => {
    const groups = groupModules(
      [
        subscription([module(1, { instances: [instance({ is_completed: true })] }), module(2)], {
          status: 'expired',
        }),
      ],
      'Therapist assisted',
    );
    expect(groups.completed.map((listed) => listed.module.id)).toEqual([1]);
    expect(groups.expired.map((listed) => listed.module.id)).toEqual([2]);
  });
});

describe('holdsModel', () => {
  it('tells whether a subscription of the model exists', () => {
    expect(holdsModel([subscription([])], 'Therapist assisted')).toBe(true);
    expect(holdsModel([subscription([])], 'Self study')).toBe(false);
    expect(holdsModel([], 'Self study')).toBe(false);
  });
});
