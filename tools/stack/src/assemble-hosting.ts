// Hosting serves one folder; the three apps share one origin through the rewrites in
// firebase.json. web is the root, the other two live under their own base path.
import { cpSync, existsSync, rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../../../', import.meta.url));
export const hostingApps = [
  { app: 'web', base: '' },
  { app: 'shared-portal', base: 'shared-portal' },
  { app: 'service-console', base: 'service-console' },
] as const;

const out = `${root}dist/hosting`;
rmSync(out, { recursive: true, force: true });
for (const { app, base } of hostingApps) {
  const dist = `${root}apps/${app}/dist`;
  if (!existsSync(dist)) throw new Error(`apps/${app} is not built (run pnpm build)`);
  cpSync(dist, base ? `${out}/${base}` : out, { recursive: true });
}
console.log(`hosting assembled in ${out}`);
