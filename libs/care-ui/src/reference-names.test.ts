import { describe, expect, it } from 'vitest';
import {
  categoryName,
  referenceLanguage,
  subscriptionModelName,
  unitTypeName,
} from './reference-names';

describe('reference names', () => {
  it('names the two subscription models in Swedish and English', () => {
    expect(subscriptionModelName('Self study', 'sv')).toBe('Självstudier');
    expect(subscriptionModelName('Therapist assisted', 'sv')).toBe('Behandling med terapeutstöd');
    expect(subscriptionModelName('Self study', 'en')).toBe('Self study');
    expect(subscriptionModelName('Therapist assisted', 'en-GB')).toBe('Therapist assisted');
    // Either spelling of the code the API has answered over time.
    expect(subscriptionModelName('Self Study', 'sv')).toBe('Självstudier');
  });

  it('names the module categories and the Admin unit type', () => {
    expect(categoryName('depression', 'sv')).toBe('Depression');
    expect(categoryName('anxiety', 'sv')).toBe('Ångest');
    expect(categoryName('sleep', 'sv')).toBe('Sömn');
    expect(categoryName('anxiety', 'en')).toBe('Anxiety');
    expect(categoryName('sleep', 'en')).toBe('Sleep');
    expect(unitTypeName('Admin', 'sv')).toBe('Administration');
    expect(unitTypeName('Admin', 'en')).toBe('Administration');
  });

  it('shows a name an admin typed themself as it is, and nothing for none', () => {
    expect(subscriptionModelName('Företagshälsa', 'sv')).toBe('Företagshälsa');
    expect(categoryName('Ätstörningar', 'en')).toBe('Ätstörningar');
    expect(unitTypeName('Region Syd', 'sv')).toBe('Region Syd');
    expect(unitTypeName(null, 'sv')).toBe('');
    expect(categoryName(undefined, 'en')).toBe('');
  });

  it('falls back to Swedish, the platform’s default language; English for other languages', () => {
    expect(referenceLanguage(undefined)).toBe('sv');
    expect(referenceLanguage('')).toBe('sv');
    expect(referenceLanguage('sv-SE')).toBe('sv');
    expect(referenceLanguage('en')).toBe('en');
    // The console shows English texts in Arabic and Hebrew.
    expect(referenceLanguage('ar')).toBe('en');
    expect(subscriptionModelName('Self study', 'he')).toBe('Self study');
    expect(subscriptionModelName('Self study')).toBe('Självstudier');
  });
});
