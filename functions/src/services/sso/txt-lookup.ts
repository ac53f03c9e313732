// DNS TXT lookups for domain verification, through node's own resolver. Production asks the
// system's resolvers; only on the emulators may the environment name others (env.dnsServers:
// the integration test's local DNS server), so a test proves the real lookup, not a stand-in.
import { Resolver } from 'node:dns/promises';
import { DomainError } from '@assay/domain/errors';

/** The TXT records at `name`, each as its strings; none when the name or its TXT records do not exist. */
export type TxtLookup = (name: string) => Promise<string[][]>;

/** Answers that mean "no such record", not "DNS failed". */
const NO_RECORD = new Set(['ENODATA', 'ENOTFOUND', 'NOTFOUND']);

export function dnsTxtLookup(servers: readonly string[] = []): TxtLookup {
  const resolver = new Resolver({ timeout: 3000, tries: 2 });
  if (servers.length > 0) resolver.setServers(servers);
  return async (name) => {
    try {
      return await resolver.resolveTxt(name);
    } catch (error) {
      const code = (error as { code?: unknown }).code;
      if (typeof code === 'string' && NO_RECORD.has(code)) return [];
      throw new DomainError('unavailable', `DNS did not answer for ${name}. Try again in a minute.`);
    }
  };
}
