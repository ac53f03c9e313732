import { describe, expect, expectTypeOf, it } from 'vitest';
import { z } from 'zod';
import { memberRoles } from '../roles/index.ts';
import { audiences, CONTRACT_NAME_PATTERN, defineArea, splitContractName } from './define.ts';
import type { CallableContract } from './define.ts';
import { allContracts, contractByName, contracts, type ContractName, type ContractNamed } from './index.ts';

interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  maxLength?: number;
  maxItems?: number;
  enum?: unknown[];
  pattern?: string;
  format?: string;
}

/** Every string in the schema must be bounded; every object must reject unknown keys. */
function problems(schema: JsonSchema, path: string): string[] {
  const found: string[] = [];
  if (schema.anyOf) for (const option of schema.anyOf) found.push(...problems(option, path));
  if (schema.type === 'string' && schema.maxLength === undefined && !schema.enum && !schema.format) {
    found.push(`${path}: string without a max length`);
  }
  if (schema.type === 'array') {
    if (schema.maxItems === undefined) found.push(`${path}: array without a max size`);
    if (schema.items) found.push(...problems(schema.items, `${path}[]`));
  }
  if (schema.type === 'object') {
    if (schema.additionalProperties !== false) found.push(`${path}: object accepting unknown keys`);
    for (const [key, value] of Object.entries(schema.properties ?? {}))
      found.push(...problems(value, `${path}.${key}`));
  }
  return found;
}

describe('contracts', () => {
  it('have unique <area>-<operation> names', () => {
    const names: string[] = allContracts.map((contract) => contract.name);
    expect(new Set(names).size).toBe(names.length);
    for (const name of names) expect(name).toMatch(CONTRACT_NAME_PATTERN);
  });

  it('are grouped by area and operation exactly as they are named', () => {
    for (const [area, group] of Object.entries(contracts)) {
      for (const [operation, contract] of Object.entries<CallableContract>(group)) {
        expect(splitContractName(contract.name)).toEqual([area, operation]);
      }
    }
    expect(allContracts).toHaveLength(
      Object.values(contracts).reduce((n, group) => n + Object.keys(group).length, 0),
    );
  });

  it('declare a known audience and, for members, a known minimum role', () => {
    for (const { access } of allContracts) {
      expect(audiences).toContain(access.audience);
      if (access.audience === 'member' || access.audience === 'memberOrShared')
        expect(memberRoles).toContain(access.minRole);
    }
  });

  it.each(allContracts.map((contract) => [contract.name, contract] as const))(
    '%s bounds every input string and rejects unknown fields',
    (_name, contract) => {
      const schema = z.toJSONSchema(contract.input, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
      expect(schema.type).toBe('object');
      expect(problems(schema, 'input')).toEqual([]);
      expect(contract.input.safeParse({ unexpected: true }).success).toBe(false);
    },
  );

  it.each(allContracts.map((contract) => [contract.name, contract] as const))(
    '%s validates ids in its input',
    (_name, contract) => {
      const schema = z.toJSONSchema(contract.input, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
      for (const [key, property] of Object.entries(schema.properties ?? {})) {
        if (/(^|[a-z])(Id|id|uid|Uid)$/.test(key)) {
          expect(property.pattern, `${contract.name}.${key}`).toBeDefined();
          expect(property.maxLength, `${contract.name}.${key}`).toBeLessThanOrEqual(128);
        }
      }
    },
  );

  it('name the organisation of a support read as `tid`, and never let support write', () => {
    const support = allContracts.filter((contract) => contract.access.audience === 'support');
    expect(support.length).toBeGreaterThan(0);
    for (const contract of support) {
      const schema = z.toJSONSchema(contract.input, { io: 'input', unrepresentable: 'any' }) as JsonSchema & {
        required?: string[];
      };
      expect(schema.required, contract.name).toContain('tid');
      expect((schema.properties?.tid as { idOf?: string } | undefined)?.idOf, contract.name).toBe('org');
      expect(contract.mutation, contract.name).toBe(false);
    }
  });

  it('finds a contract by name', () => {
    expect(contractByName('tenants-create')).toBe(contracts.tenants.create);
    expect(contractByName('nope-nothing')).toBeUndefined();
  });
});

describe('tenants contracts', () => {
  it('trims the name and lower-cases tags on create', () => {
    const parsed = contracts.tenants.create.input.parse({
      name: '  Acme  ',
      tags: [' EU ', 'Critical-Supplier'],
      kind: 'client',
    });
    expect(parsed).toEqual({ name: 'Acme', tags: ['eu', 'critical-supplier'], kind: 'client' });
  });

  it.each([
    [{ name: '', kind: 'client' }, 'name'],
    [{ name: '   ', kind: 'client' }, 'name'],
    [{ name: 'x'.repeat(121), kind: 'client' }, 'name'],
    [{ name: 'ok', kind: 'partner' }, 'kind'],
    [{ name: 'ok', kind: 'client', tags: ['not ok'] }, 'tags.0'],
    [{ name: 'ok', kind: 'client', tags: Array.from({ length: 21 }, (_, i) => `t${i}`) }, 'tags'],
    [{ name: 'ok', kind: 'client', description: 'x'.repeat(2001) }, 'description'],
    [{ name: 'ok', kind: 'client', group: 'x'.repeat(61) }, 'group'],
  ])('rejects %j on field %s', (input, field) => {
    const result = contracts.tenants.create.input.safeParse(input);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.path.join('.'))).toContain(field);
  });

  it('defaults the list query', () => {
    expect(contracts.tenants.list.input.parse({})).toEqual({
      status: 'active',
      sort: { field: 'name', direction: 'asc' },
      pageSize: 25,
    });
  });

  it.each([0, 101, 2.5])('rejects page size %s', (pageSize) => {
    expect(contracts.tenants.list.input.safeParse({ pageSize }).success).toBe(false);
  });

  it.each(['', 'a/b', '__id__', 'x'.repeat(129), '../etc'])('rejects the tenant id %j', (tenantId) => {
    expect(contracts.tenants.get.input.safeParse({ tenantId }).success).toBe(false);
  });
});

describe('contract names as types', () => {
  it('resolve each deployed name to its own contract, so the browser can call by name with full types', () => {
    expectTypeOf<ContractNamed<'tenants-get'>>().toEqualTypeOf<typeof contracts.tenants.get>();
    expectTypeOf<'tenants-list'>().toExtend<ContractName>();
    expectTypeOf<'tenants-nope'>().not.toExtend<ContractName>();
  });

  it('name every runtime contract in the ContractName union, and nothing else', () => {
    // Written out by hand on purpose: a contract added to or removed from the registry must
    // change this list, and a name missing from (or extra to) the union fails the typecheck.
    const everyName = {
      'health-ping': true,
      'org-completeSignUp': true,
      'org-get': true,
      'tenants-list': true,
      'tenants-get': true,
      'tenants-create': true,
      'tenants-update': true,
      'tenants-archive': true,
      'tenants-restore': true,
      'service-listParentTenants': true,
      'service-setSystemAdmin': true,
      'service-listOutbox': true,
      'service-getMail': true,
      'service-resendMail': true,
      'service-findUser': true,
      'service-getUser': true,
      'service-setUserDisabled': true,
      'service-revokeUserSessions': true,
      'service-resetSecondFactors': true,
      'service-getOrganisation': true,
      'service-listAudit': true,
      'service-listSubscriptions': true,
      'service-setPlanOverride': true,
      'service-removePlanOverride': true,
      'baselines-list': true,
      'baselines-get': true,
      'assessments-create': true,
      'assessments-list': true,
      'assessments-get': true,
      'assessments-saveAnswer': true,
      'billing-get': true,
      'billing-changePlan': true,
      'billing-openPortal': true,
      'billing-simulate': true,
      'baselines-create': true,
      'baselines-duplicate': true,
      'baselines-save': true,
      'baselines-newVersion': true,
      'baselines-delete': true,
      'baselines-publish': true,
      'baselines-retire': true,
      'baselines-import': true,
      'baselines-export': true,
      'library-list': true,
      'library-get': true,
      'library-create': true,
      'library-duplicate': true,
      'library-save': true,
      'library-newVersion': true,
      'library-delete': true,
      'library-publish': true,
      'library-retire': true,
      'library-import': true,
      'library-export': true,
      'org-updateProfile': true,
      'org-setSecondFactorPolicy': true,
      'org-auditLog': true,
      'members-list': true,
      'members-invite': true,
      'members-resendInvitation': true,
      'members-revokeInvitation': true,
      'members-changeRole': true,
      'members-resetSecondFactors': true,
      'members-remove': true,
      'members-accept': true,
      'members-invitation': true,
      'assessments-submit': true,
      'assessments-complete': true,
      'assessments-reopen': true,
      'assessments-archive': true,
      'assessments-assign': true,
      'assessments-changesSince': true,
      'assessments-activity': true,
      'assessments-previewVersionMove': true,
      'assessments-moveVersion': true,
      'respondents-invite': true,
      'respondents-list': true,
      'respondents-revoke': true,
      'respondents-resend': true,
      'respondents-open': true,
      'respondents-saveAnswer': true,
      'respondents-done': true,
      'roadmap-list': true,
      'roadmap-history': true,
      'roadmap-update': true,
      'roadmap-bulkUpdate': true,
      'roadmap-move': true,
      'roadmap-generate': true,
      'apikeys-create': true,
      'apikeys-list': true,
      'apikeys-revoke': true,
      'sharing-list': true,
      'sharing-share': true,
      'sharing-resend': true,
      'sharing-revoke': true,
      'sharing-invitation': true,
      'shared-overview': true,
      'shared-assessment': true,
      'shared-roadmap': true,
      'shared-roadmapItem': true,
      'shared-roadmapComment': true,
      'shared-roadmapSetStatus': true,
      'roadmap-calendarLink': true,
      'roadmap-revokeCalendar': true,
      'dashboard-get': true,
      'compare-get': true,
      'support-request': true,
      'support-breakGlass': true,
      'support-status': true,
      'support-tenants': true,
      'support-assessments': true,
      'support-assessment': true,
      'support-roadmap': true,
      'support-withdraw': true,
      'support-list': true,
      'support-approve': true,
      'support-deny': true,
      'support-revoke': true,
      'account-updateProfile': true,
      'account-syncEmail': true,
      'account-signOutEverywhere': true,
      'account-organisations': true,
      'account-switchOrganisation': true,
      'account-delete': true,
      'scim-createToken': true,
      'scim-listTokens': true,
      'scim-revokeToken': true,
      'sso-listDomains': true,
      'sso-claimDomain': true,
      'sso-verifyDomain': true,
      'sso-removeDomain': true,
      'sso-getProvider': true,
      'sso-saveProvider': true,
      'webhooks-list': true,
      'webhooks-create': true,
      'webhooks-update': true,
      'webhooks-delete': true,
      'webhooks-rotateSecret': true,
      'webhooks-sendTest': true,
      'webhooks-listDeliveries': true,
      'webhooks-replayDelivery': true,
      'sso-discover': true,
      'sso-join': true,
      'sso-setRequired': true,
    } as const satisfies Record<ContractName, true>;
    expectTypeOf<keyof typeof everyName>().toEqualTypeOf<ContractName>();
    expect(Object.keys(everyName).sort()).toEqual(allContracts.map((c) => c.name).sort());
  });

  it('derive each name from its area and operation key', () => {
    const area = defineArea('widgets', { spin: contracts.tenants.get });
    expectTypeOf(area.spin.name).toEqualTypeOf<'widgets-spin'>();
    expect(area.spin.name).toBe('widgets-spin');
    expect(() => defineArea('Bad Area', { spin: contracts.tenants.get })).toThrow(/<area>-<operation>/);
  });
});

describe('REST API operations', () => {
  const offered = allContracts.filter((contract) => contract.api);

  it('offer each method and path once, with every path placeholder a required id of the input', () => {
    const routes = offered.map(
      (contract) => `${contract.mutation ? 'POST' : 'GET'} ${contract.api?.path ?? ''}`,
    );
    expect(new Set(routes).size).toBe(routes.length);
    for (const contract of offered) {
      const schema = z.toJSONSchema(contract.input, { io: 'input', unrepresentable: 'any' }) as JsonSchema & {
        required?: string[];
      };
      for (const [, field] of (contract.api?.path ?? '').matchAll(/\{([^}]+)\}/g)) {
        expect(schema.required, `${contract.name}: {${field}}`).toContain(field);
        expect(
          schema.properties?.[field ?? '']?.pattern,
          `${contract.name}: {${field}} must be an id`,
        ).toBeDefined();
      }
    }
  });

  it('are never offered to keys for system-admin, public or sign-up operations', () => {
    for (const contract of offered)
      expect(['member', 'memberOrShared'], contract.name).toContain(contract.access.audience);
  });

  it('refuse a malformed path', () => {
    expect(() =>
      defineArea('widgets', { spin: { ...contracts.tenants.get, api: { path: 'tenants/{tenantId}' } } }),
    ).toThrow(/API path/);
    expect(() =>
      defineArea('widgets', { spin: { ...contracts.tenants.get, api: { path: '/tenants/{tenant id}' } } }),
    ).toThrow(/API path/);
  });
});
