import type { CallableContract } from '@assay/domain/contracts';

/** System-admin mutations consume their App Check token: a replayed request is refused. */
export function replayProtected(contract: CallableContract): boolean {
  return contract.access.audience === 'systemAdmin' && contract.mutation;
}
