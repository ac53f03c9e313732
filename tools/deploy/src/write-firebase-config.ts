// Writes firebase.json from its one source (firebase-config.ts).
//   tsx tools/deploy/src/write-firebase-config.ts                    → firebase.json (local stack, committed)
//   tsx tools/deploy/src/write-firebase-config.ts --project <alias>  → firebase.deploy.json for that project
//     (the deploy workflow then runs `firebase deploy --config firebase.deploy.json`)
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { firebaseJson } from './firebase-config.ts';
import { localProjectId, projectOf, root } from './firebaserc.ts';

const at = process.argv.indexOf('--project');
const alias = at === -1 ? undefined : process.argv[at + 1];
if (at !== -1 && !alias) {
  console.error('usage: write-firebase-config [--project <alias>]');
  process.exit(2);
}
const projectId = alias ? projectOf(alias) : localProjectId;
const file = new URL(alias ? 'firebase.deploy.json' : 'firebase.json', root);
writeFileSync(file, firebaseJson(projectId));
console.log(`${fileURLToPath(file)} written for ${projectId}`);
