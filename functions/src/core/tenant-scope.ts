// A restricted API key works only on its tenants. The contracts mark tenant ids with
// `idOf('tenant')`, so the fields to check are found from the schema, not from their names: a
// restricted key may call an operation only when its input names tenants, all of them its own.
// Another tenant is answered like a missing one; an operation not about a tenant is refused,
// unless its contract says its handler confines the list to the key's tenants (`confinesTenants`).
import type { CallableContract } from '@assay/domain/contracts';
import { DomainError } from '@assay/domain/errors';
import { z } from 'zod';

interface JsonField {
  idOf?: string;
  type?: string;
  items?: JsonField;
  anyOf?: JsonField[];
}

const tenantFieldsCache = new WeakMap<CallableContract, string[]>();

function namesTenant(field: JsonField): boolean {
  if (field.idOf === 'tenant') return true;
  if (field.items) return namesTenant(field.items);
  return (field.anyOf ?? []).some(namesTenant);
}

/** The top-level input fields holding a tenant id (or a list of them). */
export function tenantFieldsOf(contract: CallableContract): string[] {
  let fields = tenantFieldsCache.get(contract);
  if (!fields) {
    const schema = z.toJSONSchema(contract.input, { io: 'input', unrepresentable: 'any' }) as {
      properties?: Record<string, JsonField>;
    };
    fields = Object.entries(schema.properties ?? {})
      .filter(([, field]) => namesTenant(field))
      .map(([name]) => name);
    tenantFieldsCache.set(contract, fields);
  }
  return fields;
}

export function assertWithinTenants(
  contract: CallableContract,
  input: unknown,
  allowed: readonly string[],
): void {
  const values = tenantFieldsOf(contract).flatMap((field): unknown[] => {
    const value = (input as Record<string, unknown>)[field];
    return value === undefined ? [] : Array.isArray(value) ? (value as unknown[]) : [value];
  });
  // A list that confines the viewer to its tenants itself (tenants-list) needs none named.
  if (values.length === 0 && contract.api?.confinesTenants) return;
  if (values.length === 0)
    throw new DomainError(
      'permission-denied',
      'This API key is limited to some tenants; use an operation that names one of them.',
      { reason: 'api-key-tenants' },
    );
  if (values.some((value) => typeof value !== 'string' || !allowed.includes(value)))
    throw new DomainError('not-found', 'This tenant does not exist or you cannot see it.', {
      reason: 'tenant-not-found',
    });
}
