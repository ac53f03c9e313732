import type { AreaCallables } from '../deployed.ts';
import { pingCallable } from './ping.ts';

export const healthCallables = {
  ping: pingCallable,
} satisfies AreaCallables<'health'>;
