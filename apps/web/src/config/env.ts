// The only place this app reads import.meta.env.
import { firebaseConfigFromEnv } from '@assay/client/public';

export const firebaseConfig = firebaseConfigFromEnv(import.meta.env);
export const buildInfo = {
  mode: import.meta.env.MODE,
  version: String(import.meta.env.VITE_APP_VERSION ?? 'dev'),
};
