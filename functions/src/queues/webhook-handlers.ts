// The handlers of the webhook queue functions (queues.ts): the Firestore, clock and sender of a
// deployed instance around the work of webhook-work.ts.
import * as logger from 'firebase-functions/logger';
import { appOrigin } from '../config/settings.ts';
import type { TaskHandler } from '../core/lazy-function.ts';
import { firestore } from '../core/firebase.ts';
import { env } from '../env.ts';
import { webhookSender } from '../services/webhooks/sender.ts';
import type { DeliverTask, DispatchTask } from './webhook-tasks.ts';
import { deliverTask, dispatchTask, NotYet } from './webhook-work.ts';

/** How long one attempt waits for the endpoint's answer. */
export const WEBHOOK_SEND_TIMEOUT_MS = 10_000;

// Loopback receivers only on the local stack (the integration test's and the journey's).
const send = webhookSender({ allowLoopback: env.isLocal, timeoutMs: WEBHOOK_SEND_TIMEOUT_MS });

export const dispatchHandler: TaskHandler<DispatchTask> = async (request) => {
  await dispatchTask(firestore(), request.data, new Date());
};

export const deliverHandler: TaskHandler<DeliverTask> = async (request) => {
  try {
    await deliverTask(firestore(), request.data, {
      now: new Date(),
      send,
      developerUrl: `${appOrigin('Webhook mails')}/developer`,
    });
  } catch (error) {
    if (error instanceof NotYet) logger.info('Webhook delivery runs later', { why: error.why });
    throw error;
  }
};
