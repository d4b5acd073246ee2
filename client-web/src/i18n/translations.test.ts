import { describe, expect, it } from 'vitest';
import { en } from './en';
import { sv } from './sv';

type Tree = Readonly<Record<string, unknown>>;

function isTree(value: unknown): value is Tree {
  return typeof value === 'object' && value !== null;
}

function keysOf(tree: Tree, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    isTree(value) ? keysOf(value, `${prefix}${key}.`) : [`${prefix}${key}`],
  );
}

function valuesOf(tree: Tree): unknown[] {
  return Object.values(tree).flatMap((value) => (isTree(value) ? valuesOf(value) : [value]));
}

describe('translations', () => {
  it('have exactly the same keys in Swedish and English', () => {
    expect(keysOf(en).sort()).toEqual(keysOf(sv).sort());
  });

  it('have a non-empty text for every key', () => {
    for (const value of [...valuesOf(sv), ...valuesOf(en)]) {
      expect(typeof value === 'string' && value.trim() !== '').toBe(true);
    }
  });
});
