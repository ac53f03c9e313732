// The only place tools/stack reads process.env: ports and hosts of the local stack.
export const projectId = process.env.GCLOUD_PROJECT ?? 'demo-assay';
export const ports = {
  firestore: Number(process.env.ASSAY_FIRESTORE_PORT ?? 8080),
  auth: 9099,
  functions: 5001,
  hosting: 5050,
} as const;
export const hosts = {
  firestore: `127.0.0.1:${ports.firestore}`,
  auth: `127.0.0.1:${ports.auth}`,
  hosting: `http://127.0.0.1:${ports.hosting}`,
} as const;
export const inheritedEnv = process.env;
