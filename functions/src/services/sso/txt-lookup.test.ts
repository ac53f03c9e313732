// The TXT lookup through node's real resolver, against a local DNS server (no mock).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDnsServer } from '../../../test/support/dns-server.ts';
import type { TestDnsServer } from '../../../test/support/dns-server.ts';
import { dnsTxtLookup } from './txt-lookup.ts';

let server: TestDnsServer;
beforeAll(async () => {
  server = await startDnsServer();
});
afterAll(() => server.close());

describe('dnsTxtLookup', () => {
  it('reads the TXT records the server answers, each as its character-strings', async () => {
    server.setTxt('_assay.example.test', ['assay-verification=abc', ['v=spf1 ', 'include:x.test ~all']]);
    const lookup = dnsTxtLookup([server.address]);
    expect(await lookup('_assay.example.test')).toEqual([
      ['assay-verification=abc'],
      ['v=spf1 ', 'include:x.test ~all'],
    ]);
    expect(server.questions).toContain('_assay.example.test TXT');
  });

  it('answers no records for a name that does not exist (NXDOMAIN) or has no TXT record', async () => {
    const lookup = dnsTxtLookup([server.address]);
    expect(await lookup('nowhere.example.test')).toEqual([]);
    server.setTxt('empty.example.test', []);
    expect(await lookup('empty.example.test')).toEqual([]);
  });

  it('refuses with unavailable when no server answers', async () => {
    const silent = await startDnsServer();
    const address = silent.address;
    await silent.close();
    const lookup = dnsTxtLookup([address]);
    await expect(lookup('example.test')).rejects.toMatchObject({ code: 'unavailable' });
  }, 20_000);
});
