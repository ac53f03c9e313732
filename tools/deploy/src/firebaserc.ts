// The projects of .firebaserc: `default` (the emulators' demo project), `test`, `production`.
import { readFileSync } from 'node:fs';

export const root = new URL('../../../', import.meta.url);

const rc = JSON.parse(readFileSync(new URL('.firebaserc', root), 'utf8')) as {
  projects: Record<string, string>;
};

/** The project id of an alias of .firebaserc (or a project id given as is). */
export function projectOf(aliasOrId: string): string {
  return rc.projects[aliasOrId] ?? aliasOrId;
}

/** The aliases of deployed projects (every alias but `default`). */
export const deployedAliases = Object.keys(rc.projects).filter((alias) => alias !== 'default');
export const localProjectId = projectOf('default');
