import { scimEndpointActions } from '@assay/domain/scim';
import { describe, expect, it } from 'vitest';
import { actionLabel } from './labels.ts';

describe('the SCIM endpoint’s audit actions', () => {
  it('each read in words of their own (they are written outside a callable)', () => {
    expect(Object.values(scimEndpointActions).map(actionLabel)).toEqual([
      'Member provisioned (SCIM)',
      'Member updated (SCIM)',
      'Member updated (SCIM)',
      'Member deprovisioned (SCIM)',
      'Role group changed (SCIM)',
    ]);
  });
});
