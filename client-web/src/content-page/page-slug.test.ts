import { describe, expect, it } from 'vitest';
import { type ClientSubscription, type LearningModule } from '../learning/learning-api';
import { findPageTarget, slugOf } from './page-slug';

const module = (id: number, name: string): LearningModule => ({
  _id: id,
  id,
  name,
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
});

const subscription = (
  uuid: string,
  status: string,
  modules: LearningModule[],
): ClientSubscription => ({
  uuid,
  subscription_model_name: 'Therapist assisted',
  subscription_model_uuid: `model-${uuid}`,
  status,
  end_date: null,
  progress: 0,
  programs: [],
  modules,
});

describe('slugOf', () => {
  it('writes a Swedish name without accents, lower case, hyphenated', () => {
    expect(slugOf('Må bättre')).toBe('ma-battre');
    expect(slugOf('  Sömn & Återhämtning! ')).toBe('somn-aterhamtning');
    expect(slugOf('PHQ-9')).toBe('phq-9');
  });
});

describe('findPageTarget', () => {
  const maBattre = module(7, 'Må bättre');
  const phq = module(9, 'PHQ-9');
  const expired = subscription('old', 'expired', [maBattre]);
  const active = subscription('new', 'active', [maBattre, phq]);

  it('finds a module by its id or by its name as a slug', () => {
    expect(findPageTarget([active], '9')?.module.id).toBe(9);
    expect(findPageTarget([active], 'ma-battre')?.module.id).toBe(7);
    expect(findPageTarget([active], 'MA-BATTRE')?.module.id).toBe(7);
  });

  it('prefers the named subscription, then an active one', () => {
    expect(findPageTarget([expired, active], '7')?.subscription.uuid).toBe('new');
    expect(findPageTarget([expired, active], '7', 'old')?.subscription.uuid).toBe('old');
    expect(findPageTarget([expired, active], '7', 'model-old')?.subscription.uuid).toBe('old');
  });

  it('finds nothing for an unknown slug, another id form or an empty one', () => {
    expect(findPageTarget([active], 'okand')).toBeNull();
    expect(findPageTarget([active], '07')).toBeNull();
    expect(findPageTarget([active], '')).toBeNull();
    expect(findPageTarget([], '7')).toBeNull();
  });
});
