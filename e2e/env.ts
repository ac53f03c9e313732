// The only place e2e reads process.env; with-emulators sets these.
export const hostingUrl = process.env.ASSAY_HOSTING_URL ?? 'http://127.0.0.1:5050';
export const authEmulatorHost = process.env.FIREBASE_AUTH_EMULATOR_HOST ?? '127.0.0.1:9099';
export const firestoreEmulatorHost = process.env.FIRESTORE_EMULATOR_HOST ?? '127.0.0.1:8080';
export const projectId = 'demo-assay';
/** Where the callables are served (the Functions emulator), for journeys that prepare data through them. */
export const functionsOrigin = `http://${process.env.FUNCTIONS_EMULATOR_HOST ?? '127.0.0.1:5001'}/${projectId}/us-central1`;
