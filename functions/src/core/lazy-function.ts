// HTTP functions and scheduled jobs deployed as define-callable deploys callables: their options
// are here at once (deploy discovery and instance start read them), their code is imported on the
// first request or run, so an instance of one function never loads another's code. When Cloud
// Functions runs this very function (FUNCTION_TARGET), the import starts while the instance starts.
import { onRequest } from 'firebase-functions/v2/https';
import type { HttpsOptions } from 'firebase-functions/v2/https';
import { onSchedule } from 'firebase-functions/v2/scheduler';
import type { ScheduleOptions } from 'firebase-functions/v2/scheduler';
import { onTaskDispatched } from 'firebase-functions/v2/tasks';
import type { Request as TaskRequest, TaskQueueOptions } from 'firebase-functions/v2/tasks';
import { env } from '../env.ts';

/** What an HTTP function runs (onRequest's last overload takes the handler alone). */
export type RequestHandler = Parameters<typeof onRequest>[0];
/** What a scheduled job runs. */
export type ScheduleHandler = Parameters<typeof onSchedule>[1];
/** What a Cloud Tasks queue function runs for one task (throwing has the queue retry it). */
export type TaskHandler<Args> = (request: TaskRequest<Args>) => Promise<void>;

function lazily<H>(name: string, load: () => Promise<H>): () => Promise<H> {
  let loading: Promise<H> | undefined;
  const handler = () => (loading ??= load());
  if (env.functionTarget === name) void handler();
  return handler;
}

/** `name` (its export name) as an HTTP function whose handler `load` imports on the first request. */
export function lazyRequest(name: string, options: HttpsOptions, load: () => Promise<RequestHandler>) {
  const handler = lazily(name, load);
  const deployed = onRequest(options, async (req, res) => (await handler())(req, res));
  return Object.assign(deployed, { load: () => handler().then(() => undefined) });
}

/** `name` as a scheduled job whose work `load` imports on its first run. */
export function lazySchedule(name: string, options: ScheduleOptions, load: () => Promise<ScheduleHandler>) {
  const handler = lazily(name, load);
  const deployed = onSchedule(options, async (event) => (await handler())(event));
  return Object.assign(deployed, { load: () => handler().then(() => undefined) });
}

/** `name` as a Cloud Tasks queue function whose handler `load` imports on its first task. */
export function lazyTask<Args>(
  name: string,
  options: TaskQueueOptions,
  load: () => Promise<TaskHandler<Args>>,
) {
  const handler = lazily(name, load);
  const deployed = onTaskDispatched<Args>(options, async (request) => (await handler())(request));
  return Object.assign(deployed, { load: () => handler().then(() => undefined) });
}
