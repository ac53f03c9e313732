import type { AnalyticsAdapter } from '../adapter.ts';

export interface ConsoleAdapterOptions {
  readonly logger?: Pick<Console, 'info'>;
  readonly prefix?: string;
}

/** Logs every event; for local development. */
export function createConsoleAdapter({
  logger = console,
  prefix = '[analytics]',
}: ConsoleAdapterOptions = {}): AnalyticsAdapter {
  return {
    send(name, params) {
      logger.info(`${prefix} ${name}`, params);
    },
    setUser(uid) {
      logger.info(`${prefix} user`, uid);
    },
  };
}
