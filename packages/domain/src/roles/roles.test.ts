import { describe, expect, it } from 'vitest';
import { isMemberRole, roleAtLeast } from './index.ts';

describe('roles', () => {
  it.each([
    ['viewer', 'viewer', true],
    ['viewer', 'editor', false],
    ['editor', 'viewer', true],
    ['editor', 'admin', false],
    ['admin', 'editor', true],
    ['owner', 'admin', true],
    [undefined, 'viewer', false],
  ] as const)('%s is at least %s: %s', (role, min, expected) => {
    expect(roleAtLeast(role, min)).toBe(expected);
  });

  it.each([
    ['owner', true],
    ['god', false],
    [3, false],
    [null, false],
  ])('%j is a member role: %s', (value, expected) => {
    expect(isMemberRole(value)).toBe(expected);
  });
});
