import { describe, expect, it } from 'vitest';
// Drift detector for the local mirror of the domain roles (see member-role.ts); delete both once
// `@assay/domain` exports its roles.
import * as domainRoles from '../../domain/src/roles.ts';
import { isMemberRole, memberRoles } from './member-role.ts';

describe('member roles', () => {
  it('are the same list as the domain roles', () => {
    expect(memberRoles).toEqual(domainRoles.memberRoles);
  });

  it('recognise only the known roles', () => {
    expect(memberRoles.every((role) => isMemberRole(role))).toBe(true);
    expect(isMemberRole('root')).toBe(false);
    expect(isMemberRole(3)).toBe(false);
    expect(isMemberRole(undefined)).toBe(false);
  });
});
