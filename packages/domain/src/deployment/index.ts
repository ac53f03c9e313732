// @assay/domain/deployment — the one place that decides what is local-only, for the browser
// builds, the functions and the tools alike. A `demo-*` project is local: by Firebase's
// convention it exists only on the emulators. Every other project is deployed, and there
// nothing local-only exists; a missing setting fails closed instead of falling back.

/** The prefix of a local project's id. */
export const LOCAL_PROJECT_PREFIX = 'demo-';

/** True for a project that exists only on the emulators. */
export function isLocalProject(projectId: string): boolean {
  return projectId.startsWith(LOCAL_PROJECT_PREFIX);
}

/** Everything that exists only on the emulators; each is false in a deployed project. */
export interface LocalOnly {
  /**
   * The test-billing provider: its checkout and portal dialogs (`/admin?testCheckout=…`,
   * `/admin?testPortal=1`), `billing-simulate` and its fixed webhook secret.
   */
  testBilling: boolean;
  /** The Auth emulator's pending sign-in links, listed in the service console's outbox. */
  outboxAuthLinks: boolean;
  /** Demo data seeding (`pnpm --filter @assay/functions seed`). */
  seeding: boolean;
  /** Google sign-in through the emulator's own account chooser, emulator host names in the web build. */
  emulatedSignIn: boolean;
}

/**
 * Whether this process runs locally: a demo project, and `onEmulators` (the process really
 * talks to the emulators; a demo project reached any other way gets nothing local).
 */
export function runsLocally(projectId: string, onEmulators: boolean): boolean {
  return onEmulators && isLocalProject(projectId);
}

/** What is local-only for `projectId` (see runsLocally). */
export function localOnlyIn(projectId: string, onEmulators: boolean): LocalOnly {
  const local = runsLocally(projectId, onEmulators);
  return { testBilling: local, outboxAuthLinks: local, seeding: local, emulatedSignIn: local };
}
