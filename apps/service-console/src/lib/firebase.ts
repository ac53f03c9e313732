// The app's one door to Firebase: auth, callables and (in production) analytics.
import { createAppAnalytics, createRuntime } from '@assay/client';
import { firebaseConfig } from '../config/env.ts';

export const runtime = createRuntime(firebaseConfig);
export const { analytics, recorded: recordedEvents } = createAppAnalytics(runtime);
