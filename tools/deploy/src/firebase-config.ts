// The one source of firebase.json: the local stack's (committed at the root, the emulators read
// it) and each deployed project's (written as firebase.deploy.json by the deploy workflow).
// They differ only where they must: a deployed Content-Security-Policy names that project's
// own origins and no loopback; the local one adds the emulators' ports.
import { isLocalProject } from '@assay/domain/deployment';

/** The region of every function (SPEC §6). */
export const REGION = 'us-central1';
/** The Trigger Email extension, pinned. */
export const MAIL_EXTENSION = {
  instanceId: 'firestore-send-email',
  ref: 'firebase/firestore-send-email@0.2.0',
};

export const emulatorPorts = {
  auth: 9099,
  functions: 5001,
  hosting: 5050,
  hub: 4400,
  logging: 4500,
} as const;
const LOOPBACK = '127.0.0.1';

/** sha256 of @radix-ui/react-select's viewport <style> text (SelectViewport, dist/index.mjs). */
const RADIX_SELECT_VIEWPORT_STYLE_HASH = "'sha256-441zG27rExd4/il+NvIqyL8zFx5XmyNQtE381kSkUJk='";

/** sha256 of the entry documents' one inline script (packages/views/src/guest/first-paint/script.ts). */
const FIRST_PAINT_SCRIPT_HASH = "'sha256-ZEf7QVESuTF0jZoW2KCX2LdDnsc8SHMmaN+9FMNEN6Q='";

/** Content-Security-Policy of `projectId`'s hosting: its own Firebase origins; loopback only for a local (demo) project. */
export function contentSecurityPolicy(projectId: string): string {
  const local = isLocalProject(projectId);
  const emulators = local
    ? [`http://${LOOPBACK}:${emulatorPorts.auth}`, `http://${LOOPBACK}:${emulatorPorts.functions}`]
    : [];
  const directives: [string, ...string[]][] = [
    ['default-src', "'self'"],
    [
      'script-src',
      "'self'",
      // The entry documents' first paint picks its locale before the body paints; allowed by its
      // hash (static hosting has no nonce). Re-hash when the script changes (the test says so).
      FIRST_PAINT_SCRIPT_HASH,
      'https://apis.google.com',
      'https://www.googletagmanager.com',
      'https://www.google.com/recaptcha/',
      'https://www.gstatic.com/recaptcha/',
    ],
    ['style-src', "'self'"],
    // Radix Select renders one static <style> (its viewport hides the scrollbar); allowed by
    // its hash, since a nonce is impossible on static hosting. Re-hash when radix-ui changes it.
    ['style-src-elem', "'self'", RADIX_SELECT_VIEWPORT_STYLE_HASH],
    // Any https image: an organisation's report logo is an https address of its choosing
    // (org profile, logoUrlSchema), and analytics' pixels are https too. Images run no code.
    ['img-src', "'self'", 'data:', 'https:'],
    ['font-src', "'self'"],
    [
      'connect-src',
      "'self'",
      'https://identitytoolkit.googleapis.com',
      'https://securetoken.googleapis.com',
      'https://firebaseinstallations.googleapis.com',
      'https://firebase.googleapis.com',
      'https://content-firebaseappcheck.googleapis.com',
      `https://${REGION}-${projectId}.cloudfunctions.net`,
      'https://*.google-analytics.com',
      'https://*.analytics.google.com',
      'https://www.googletagmanager.com',
      ...emulators,
    ],
    [
      'frame-src',
      `https://${projectId}.firebaseapp.com`,
      'https://www.google.com/recaptcha/',
      'https://recaptcha.google.com/recaptcha/',
    ],
    ['worker-src', "'self'"],
    ['manifest-src', "'self'"],
    ['object-src', "'none'"],
    ['base-uri', "'self'"],
    ['form-action', "'self'"],
    ['frame-ancestors', "'none'"],
  ];
  return directives.map((directive) => directive.join(' ')).join('; ');
}

const app = (source: string, destination: string) => ({ source, destination });

/**
 * What a browser opens as a document (RE2, matched on the request's path): a route, whose last
 * segment has no dot (ids and tabs have none), or an .html file. Scripts, stylesheets, maps,
 * images and the API's .json answers are not.
 */
export const DOCUMENT_PATHS = '^(?:.*/[^./]*|.*\\.html)$';
/** The built apps' hashed files (web at the root, the others under their base path). */
export const ASSET_PATHS = '^/(?:shared-portal/|service-console/)?assets/';

function hosting(projectId: string) {
  return {
    public: 'dist/hosting',
    ignore: ['firebase.json', '**/.*'],
    rewrites: [
      { source: '/calendar.ics', function: { functionId: 'roadmapCalendar', region: REGION } },
      { source: '/api/**', function: { functionId: 'api', region: REGION } },
      { source: '/scim/**', function: { functionId: 'scimApi', region: REGION } },
      app('/shared', '/shared-portal/index.html'),
      app('/shared/**', '/shared-portal/index.html'),
      // Pages first opened from a mail paint with their document (packages/views/build/entry-documents.ts).
      app('/sharedSignin/**', '/shared-portal/shared-sign-in.html'),
      app('/signin', '/signin.html'),
      app('/service', '/service-console/index.html'),
      app('/service/**', '/service-console/index.html'),
      app('**', '/index.html'),
    ],
    // Each response carries only the headers that act on it (issue 35: the policy was ~1.5 KB on
    // every script and stylesheet a phone loads). Every response: no MIME sniffing, no framing
    // (also of an app the SPA rewrite serves at a missing asset's path), the referrer policy.
    // Documents: the Content-Security-Policy, the opener and permissions policies, which a
    // script, stylesheet or map ignores (no app starts a worker, which would read its own).
    headers: [
      {
        source: '**',
        headers: [
          { key: 'X-Content-Type-Options', value: 'nosniff' },
          { key: 'X-Frame-Options', value: 'DENY' },
          { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
        ],
      },
      {
        regex: DOCUMENT_PATHS,
        headers: [
          { key: 'Content-Security-Policy', value: contentSecurityPolicy(projectId) },
          { key: 'Cross-Origin-Opener-Policy', value: 'same-origin-allow-popups' },
          {
            key: 'Permissions-Policy',
            value:
              'accelerometer=(), autoplay=(), camera=(), display-capture=(), geolocation=(), gyroscope=(), hid=(), magnetometer=(), microphone=(), midi=(), payment=(), serial=(), usb=(), browsing-topics=()',
          },
        ],
      },
      {
        // Hashed file names of the three apps' builds.
        regex: ASSET_PATHS,
        headers: [{ key: 'Cache-Control', value: 'public, max-age=31536000, immutable' }],
      },
      { source: '**/*.html', headers: [{ key: 'Cache-Control', value: 'no-cache' }] },
    ],
  };
}

const emulators = {
  auth: { host: LOOPBACK, port: emulatorPorts.auth },
  functions: { host: LOOPBACK, port: emulatorPorts.functions },
  hosting: { host: LOOPBACK, port: emulatorPorts.hosting },
  ui: { enabled: false },
  hub: { host: LOOPBACK, port: emulatorPorts.hub },
  logging: { host: LOOPBACK, port: emulatorPorts.logging },
  singleProjectMode: true,
};

/** firebase.json for `projectId`: a demo project gets the emulators' settings, a deployed one none. */
export function firebaseConfig(projectId: string) {
  return {
    functions: [
      {
        source: 'functions/lib',
        // The committed params (.env.<alias>) live beside the sources, not in the build output.
        configDir: 'functions',
        codebase: 'default',
        runtime: 'nodejs20',
        ignore: ['node_modules', '*.map'],
        predeploy: ['pnpm --filter @assay/functions build'],
      },
    ],
    firestore: { rules: 'firestore.rules', indexes: 'firestore.indexes.json' },
    hosting: hosting(projectId),
    // Installed and configured by `firebase deploy --only extensions` from extensions/*.env.
    extensions: { [MAIL_EXTENSION.instanceId]: MAIL_EXTENSION.ref },
    ...(isLocalProject(projectId) ? { emulators } : {}),
  };
}

/** The file's text, as committed (two-space JSON and a final newline). */
export function firebaseJson(projectId: string): string {
  return `${JSON.stringify(firebaseConfig(projectId), null, 2)}\n`;
}
