// The only place tools/bench reads process.env (set by with-emulators).
export const functionsOrigin = 'http://127.0.0.1:5001/demo-assay/us-central1';
export const authEmulatorHost = process.env.FIREBASE_AUTH_EMULATOR_HOST ?? '127.0.0.1:9099';
export const inheritedEnv = process.env;
export const hostingUrl = process.env.ASSAY_HOSTING_URL ?? 'http://127.0.0.1:5050';
