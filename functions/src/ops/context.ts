// What every ops command gets: the project's Admin SDK instances, who runs it (stamped on
// every audit entry), and whether to apply (`--yes`) or only say what it would change.
import type { Auth } from 'firebase-admin/auth';
import type { Firestore } from 'firebase-admin/firestore';
import type { AuditStamp } from '../data/audit/audit.ts';
import { platformData } from '../data/platform-data.ts';
import type { PlatformData } from '../data/platform-data.ts';

export interface OpsContext {
  firestore: Firestore;
  auth: Auth;
  /** The operator as the global audit log and publishedBy name them: `ops-<user>` (an id: letters, digits, "-", "_"). */
  operator: string;
  /** False: a dry run that changes nothing. */
  apply: boolean;
  now(): Date;
}

/** What a command found to change: one line each, said as done (applied) or to do (dry run). */
export interface OpsReport {
  changes: string[];
  /** Facts that are not changes (counts, what is already in place). */
  notes: string[];
}

/** How the global log stamps a change of `ops <command>`: the operator, `ops-<command>`, now. */
export function opsStamp(ctx: OpsContext, command: string): AuditStamp {
  return { actorUid: ctx.operator, action: `ops-${command}`, at: ctx.now().toISOString() };
}

/** The platform's data, every change stamped by opsStamp. */
export function opsPlatform(ctx: OpsContext, command: string): PlatformData {
  return platformData(ctx.firestore, opsStamp(ctx, command));
}
