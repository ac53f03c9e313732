// The Cloud Tasks queue functions as deployed (their options here, their code imported on the
// first task: core/lazy-function.ts). webhookDispatch fans an outbox event out; webhookDeliver
// makes one attempt of a delivery. Retries of a failed delivery are new tasks scheduled after the
// backoff with jitter (services/webhooks/delivery-service.ts); the queues' own retries are for a
// task that failed to run or ran early, and stop with the delivery's 24 hours.
import { REGION } from '../core/define-callable.ts';
import { lazyTask } from '../core/lazy-function.ts';
import type { DeliverTask, DispatchTask } from './webhook-tasks.ts';

const DAY_SECONDS = 86_400;

export const webhookDispatch = lazyTask<DispatchTask>(
  'webhookDispatch',
  {
    region: REGION,
    timeoutSeconds: 60,
    retryConfig: {
      maxAttempts: -1,
      maxRetrySeconds: DAY_SECONDS,
      minBackoffSeconds: 1,
      maxBackoffSeconds: 300,
    },
    rateLimits: { maxConcurrentDispatches: 50 },
  },
  () => import('./webhook-handlers.ts').then((code) => code.dispatchHandler),
);

export const webhookDeliver = lazyTask<DeliverTask>(
  'webhookDeliver',
  {
    region: REGION,
    // The sender's own time-out is 10 s; the rest is Firestore.
    timeoutSeconds: 60,
    retryConfig: {
      maxAttempts: -1,
      maxRetrySeconds: DAY_SECONDS,
      minBackoffSeconds: 1,
      maxBackoffSeconds: 300,
      // 1, 2, 4, 8 s, then 8 s more each time: a task waiting for an older delivery looks again soon.
      maxDoublings: 3,
    },
    rateLimits: { maxConcurrentDispatches: 200 },
  },
  () => import('./webhook-handlers.ts').then((code) => code.deliverHandler),
);
