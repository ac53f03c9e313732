// The backbone's rules, checked on the source (ARCHITECTURE.md "Functions").
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('.', import.meta.url));

function sources(dir = root): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [relative(root, path)] : [];
  });
}

const files = sources().map((path) => ({ path, text: readFileSync(join(root, path), 'utf8') }));
const where = (pattern: RegExp) => files.filter((file) => pattern.test(file.text)).map((file) => file.path).sort();

describe('architecture', () => {
  it('has exactly one onCall: core/define-callable.ts', () => {
    expect(where(/\bonCall\s*\(/)).toEqual(['core/define-callable.ts']);
  });

  it('maps errors to HttpsError only in core/errors.ts', () => {
    expect(where(/new HttpsError\(/)).toEqual(['core/errors.ts']);
  });

  it('reads process.env only in env.ts', () => {
    expect(where(/process\.env/)).toEqual(['env.ts']);
  });

  it('reaches cross-tenant data only from the context builder, the service callables and their service', () => {
    const allowed = /^(core\/runtime\.ts|core\/context\.ts|core\/pipeline\.ts|callables\/service\/.*|services\/platform-service\.ts|data\/.*)$/;
    expect(where(/platform-data/).filter((path) => !allowed.test(path))).toEqual([]);
    expect(where(/ctx\.platform|ctx\.identity/).filter((path) => !path.startsWith('callables/service/'))).toEqual([]);
  });

  it('keeps Firestore out of callables and services', () => {
    expect(where(/firebase-admin\/firestore/).filter((path) => /^(callables|services)\//.test(path))).toEqual([]);
  });

  it('names each callable file after its contract operation', () => {
    // Each area's index.ts lists its callables; callables/deployed.ts types those lists.
    const callables = files.filter((file) => /^callables\/[^/]+\//.test(file.path) && !file.path.endsWith('/index.ts'));
    for (const file of callables) {
      expect(file.path).toMatch(/^callables\/[a-z]+\/[a-z]+(-[a-z]+)*\.ts$/);
      expect(file.text.match(/defineCallable\(/g)).toHaveLength(1);
    }
  });
});
