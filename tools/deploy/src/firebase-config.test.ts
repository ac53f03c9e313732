import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { FIRST_PAINT_SCRIPT } from '../../../packages/views/src/guest/first-paint/script.ts';
import {
  ASSET_PATHS,
  contentSecurityPolicy,
  DOCUMENT_PATHS,
  firebaseConfig,
  firebaseJson,
} from './firebase-config.ts';
import { root } from './firebaserc.ts';

const LOOPBACK = /127\.0\.0\.1|localhost|\[::1\]|0\.0\.0\.0/;
const csp = (projectId: string) =>
  Object.fromEntries(
    contentSecurityPolicy(projectId)
      .split('; ')
      .map((directive) => {
        const [name, ...values] = directive.split(' ');
        return [name, values];
      }),
  ) as Record<string, string[]>;

describe('firebase.json', () => {
  it('is committed exactly as generated for the local stack (the two cannot drift)', () => {
    expect(readFileSync(new URL('firebase.json', root), 'utf8')).toBe(firebaseJson('demo-assay'));
  });

  it("admits an organisation's report logo (any https image address) and still no plain http image", () => {
    const images = csp('assay-production')['img-src'];
    expect(images).toContain('https:');
    expect(images).not.toContain('http:');
    expect(images).not.toContain('*');
  });

  it.each(['assay-test', 'assay-production'])(
    'of %s names only that project in its policy and has no loopback or emulator anywhere',
    (projectId) => {
      const text = JSON.stringify(firebaseConfig(projectId));
      expect(text).not.toMatch(LOOPBACK);
      expect(firebaseConfig(projectId)).not.toHaveProperty('emulators');
      const policy = csp(projectId);
      expect(policy['connect-src']).toContain(`https://us-central1-${projectId}.cloudfunctions.net`);
      expect(policy['frame-src']).toContain(`https://${projectId}.firebaseapp.com`);
      // No wildcard that would admit another project's functions or auth helper.
      expect(contentSecurityPolicy(projectId)).not.toContain('*.cloudfunctions.net');
      expect(contentSecurityPolicy(projectId)).not.toContain('*.firebaseapp.com');
      const other = projectId === 'assay-test' ? 'assay-production' : 'assay-test';
      expect(text).not.toContain(other);
    },
  );

  it('lets the local stack reach the Auth and Functions emulators', () => {
    expect(csp('demo-assay')['connect-src']).toEqual(
      expect.arrayContaining(['http://127.0.0.1:9099', 'http://127.0.0.1:5001']),
    );
    expect(firebaseConfig('demo-assay').emulators?.hosting).toEqual({ host: '127.0.0.1', port: 5050 });
  });

  it('declares the Trigger Email extension for every project', () => {
    for (const projectId of ['demo-assay', 'assay-test', 'assay-production'])
      expect(firebaseConfig(projectId).extensions).toEqual({
        'firestore-send-email': 'firebase/firestore-send-email@0.2.0',
      });
  });

  it('keeps the same headers and rewrites in every project but the policy', () => {
    const strip = (projectId: string) => {
      const { hosting } = firebaseConfig(projectId);
      return {
        rewrites: hosting.rewrites,
        headers: hosting.headers.map((rule) => ({
          ...rule,
          headers: rule.headers.filter((header) => header.key !== 'Content-Security-Policy'),
        })),
      };
    };
    expect(strip('assay-production')).toEqual(strip('demo-assay'));
  });

  // The kit's Select renders one static <style> (Radix hides its viewport's scrollbar), allowed by
  // its hash. Hashed here from the installed radix source, so an upgrade that changes the text
  // fails this test instead of logging a violation in every select.
  it("allows Radix Select's viewport <style> by the hash of its installed text, and no other inline style", () => {
    const fromUi = createRequire(new URL('packages/ui/package.json', root));
    const fromRadix = createRequire(fromUi.resolve('radix-ui'));
    const select = fromRadix.resolve('@radix-ui/react-select').replace(/index\.js$/, 'index.mjs');
    const styles = [...readFileSync(select, 'utf8').matchAll(/__html: `([^`]*)`/g)].map(
      (match) => match[1] ?? '',
    );
    expect(styles).toHaveLength(1);
    const hashes = styles.map((css) => `'sha256-${createHash('sha256').update(css).digest('base64')}'`);
    for (const projectId of ['demo-assay', 'assay-production'])
      expect(csp(projectId)['style-src-elem']).toEqual(["'self'", ...hashes]);
    expect(csp('assay-production')['style-src']).toEqual(["'self'"]);
  });

  // The entry documents (packages/views/build/entry-documents.ts) inline one script; hashed here
  // from its text, so changing it without re-hashing fails this test instead of every first paint.
  it("allows the entry documents' inline script by the hash of its text, and no other inline script", () => {
    const hash = `'sha256-${createHash('sha256').update(FIRST_PAINT_SCRIPT).digest('base64')}'`;
    for (const projectId of ['demo-assay', 'assay-production']) {
      const scripts = csp(projectId)['script-src'] ?? [];
      expect(scripts).toContain(hash);
      expect(scripts.filter((source) => source.startsWith("'sha") || source.startsWith("'unsafe"))).toEqual([
        hash,
      ]);
    }
  });

  // The policy travels with documents only (issue 35); what acts on any response travels with all.
  describe('headers by kind of response', () => {
    const documents = [
      '/',
      '/signin',
      '/tenant/nw-contoso/assessments',
      '/in-progress/org-1/t-1',
      '/sharedSignin/nw-contoso',
      '/shared/',
      '/signin.html',
      '/shared-portal/shared-sign-in.html',
      '/api/v1/tenants',
    ];
    const assets = [
      '/assets/index-CXCFblAk.js',
      '/assets/index-dUvi2t_A.css',
      '/assets/env-CgFf-nQE.js.map',
      '/shared-portal/assets/index-YDqN8-QF.js',
      '/service-console/assets/index-a1.css',
      '/favicon.ico',
      '/api/v1/openapi.json',
    ];
    const headersOf = (path: string) =>
      firebaseConfig('assay-production')
        .hosting.headers.filter((rule) =>
          rule.regex === undefined ? rule.source === '**' : new RegExp(rule.regex).test(path),
        )
        .flatMap((rule) => rule.headers.map((header) => header.key));

    it.each(documents)('serves %s with the policy and every security header', (path) => {
      expect(headersOf(path)).toEqual(
        expect.arrayContaining([
          'Content-Security-Policy',
          'X-Content-Type-Options',
          'X-Frame-Options',
          'Referrer-Policy',
          'Cross-Origin-Opener-Policy',
          'Permissions-Policy',
        ]),
      );
    });

    it.each(assets)('serves %s without the policy, still unsniffed and unframed', (path) => {
      const keys = headersOf(path);
      expect(keys).not.toContain('Content-Security-Policy');
      expect(keys).not.toContain('Permissions-Policy');
      expect(keys).toEqual(expect.arrayContaining(['X-Content-Type-Options', 'X-Frame-Options']));
    });

    it("caches every app's hashed files for a year, and no document", () => {
      for (const path of assets.slice(0, 5)) expect(new RegExp(ASSET_PATHS).test(path)).toBe(true);
      for (const path of documents) expect(new RegExp(ASSET_PATHS).test(path)).toBe(false);
      expect(new RegExp(DOCUMENT_PATHS).test('/assets/index.js')).toBe(false);
    });
  });
});
