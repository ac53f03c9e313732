// The committed params files: each names every declared param, none holds a secret.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { declaredParams, declaredSecrets } from './params.ts';

const files = ['.env.demo-assay', '.env.test', '.env.production'];
/** Environment the emulators' file sets beside the params (src/env.ts reads it on the emulators only). */
const emulatorOnly: Record<string, readonly string[]> = { '.env.demo-assay': ['ASSAY_DNS_SERVERS'] };

function keysOf(file: string): string[] {
  return readFileSync(new URL(`../../${file}`, import.meta.url), 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '' && !line.startsWith('#'))
    .map((line) => line.slice(0, line.indexOf('=')));
}

describe('committed params files', () => {
  it.each(files)('%s names every declared param', (file) => {
    // A param missing here would make the Functions emulator prompt for it, and a deploy write it beside.
    const params = keysOf(file).filter((key) => !(emulatorOnly[file] ?? []).includes(key));
    expect(params.sort()).toEqual(declaredParams.map((param) => param.name).sort());
  });

  it.each(files)('%s holds no secret', (file) => {
    const secrets = declaredSecrets.map((secret) => secret.name);
    expect(secrets).toEqual(['STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET']);
    expect(keysOf(file).filter((key) => secrets.includes(key))).toEqual([]);
  });

  it('points each project at its own hosting origin', () => {
    const origin = (file: string) =>
      /^ASSAY_APP_ORIGIN=(.*)$/m.exec(readFileSync(new URL(`../../${file}`, import.meta.url), 'utf8'))?.[1];
    expect(origin('.env.test')).toBe('https://assay-test.web.app');
    expect(origin('.env.production')).toBe('https://assay-production.web.app');
    expect(origin('.env.demo-assay')).toBe('');
  });
});
