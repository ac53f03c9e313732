// Every message in the catalogs is said somewhere: a message no screen, mail or server code names
// is a sentence five translators keep for nothing (and a merge of catalogs can bring back one that
// was removed). Messages are named in code only as written (m.key), never built from parts.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../../', import.meta.url));
const english = JSON.parse(readFileSync(new URL('../messages/en.json', import.meta.url), 'utf8')) as Record<
  string,
  unknown
>;

/** The source folders that may name a message: every app's and package's src, and the server's. */
function sourceFolders(): string[] {
  const inside = (folder: string) =>
    readdirSync(join(root, folder)).map((name) => join(root, folder, name, 'src'));
  return [
    ...inside('apps'),
    ...inside('packages').filter((path) => !path.includes('/messages/')),
    join(root, 'functions/src'),
  ];
}

function namesIn(folder: string, names: Set<string>): void {
  let entries;
  try {
    entries = readdirSync(folder, { withFileTypes: true });
  } catch {
    return; // a package without src
  }
  for (const entry of entries) {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) namesIn(path, names);
    else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name))
      for (const name of readFileSync(path, 'utf8').match(/\b[a-z][a-z0-9]*(?:_[a-z0-9]+)+\b/g) ?? [])
        names.add(name);
  }
}

describe('message catalogs', () => {
  it('name no message that the code never says', () => {
    const names = new Set<string>();
    for (const folder of sourceFolders()) namesIn(folder, names);
    const unused = Object.keys(english).filter((key) => key !== '$schema' && !names.has(key));
    expect(unused).toEqual([]);
  });
});
