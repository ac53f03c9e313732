import * as logger from 'firebase-functions/logger';
import { env } from '../env.ts';
import { identity } from '../data/identity.ts';
import { orgData } from '../data/org-data.ts';
import { platformData } from '../data/platform-data.ts';
import { auth, firestore } from './firebase.ts';
import type { Runtime } from './pipeline.ts';

let runtime: Runtime | undefined;

/** The production runtime: firebase-admin backed, created on first call. */
export function defaultRuntime(): Runtime {
  runtime ??= {
    backend: {
      orgData: (tid) => orgData(firestore(), tid),
      platform: () => platformData(firestore()),
      identity: () => identity(auth()),
    },
    logger: { error: (message, context) => logger.error(message, context), warn: (message, context) => logger.warn(message, context) },
    now: () => new Date(),
    validateOutput: env.validateOutput,
  };
  return runtime;
}
