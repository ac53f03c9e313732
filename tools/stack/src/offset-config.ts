// A second local stack beside the first: firebase.json with every emulator port but Hosting's
// moved by ASSAY_PORT_OFFSET (env.ts says why), written beside it (relative paths in it stay valid) and passed as --config.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { portOffset } from './env.ts';

/** The emulators firebase-tools may start with a port of its own default when firebase.json names none. */
const defaultPorts: Record<string, number> = { hub: 4400, logging: 4500, eventarc: 9299, tasks: 9499 };

type EmulatorsConfig = Record<string, { host?: string; port?: number } | boolean | undefined>;

/** The `--config` arguments for the firebase CLI: none for the first stack. */
export function offsetConfigArgs(root: string): string[] {
  if (portOffset === 0) return [];
  const config = JSON.parse(readFileSync(join(root, 'firebase.json'), 'utf8')) as {
    emulators: EmulatorsConfig;
  };
  const emulators = config.emulators;
  for (const [name, port] of Object.entries(defaultPorts))
    if (emulators[name] === undefined) emulators[name] = { host: '127.0.0.1', port };
  for (const [name, entry] of Object.entries(emulators))
    if (name !== 'hosting' && typeof entry === 'object' && typeof entry.port === 'number')
      entry.port += portOffset;
  const file = join(root, `firebase.ports-${portOffset}.json`);
  writeFileSync(file, `${JSON.stringify(config, null, 2)}\n`);
  return ['--config', file];
}
