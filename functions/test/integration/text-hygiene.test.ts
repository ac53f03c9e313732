// Human text through the real callables: look-alike duplicates collide on the uniqueness key,
// and text that would hide or reorder what a reader sees is refused before anything is written.
import { beforeAll, describe, expect, it } from 'vitest';
import { callFunction, callOk, createUser, uniqueId } from './support/emulators.ts';
import type { TestUser } from './support/emulators.ts';
import { createOrg } from './support/world.ts';

let editor: TestUser;

beforeAll(async () => {
  const tid = uniqueId('text');
  editor = await createUser('text-editor', { tid, role: 'editor' });
  await createOrg('Text', 'business', [{ user: editor, role: 'editor' }], tid);
});

describe('human text', () => {
  it('refuses a tenant name that differs from an active one only by invisible characters or width', async () => {
    const name = `Acme ${uniqueId('n')}`;
    await callOk('tenants-create', { name, kind: 'client' }, editor.idToken);
    for (const lookAlike of [
      name.replace('Acme', 'Ac\u200Bme'),
      name.replace('Acme', 'Acme\u00AD'),
      `\uFEFF${name}`,
      name.replace('Acme', 'Ａｃｍｅ'),
    ]) {
      expect(
        await callFunction('tenants-create', { name: lookAlike, kind: 'client' }, editor.idToken),
        JSON.stringify(lookAlike),
      ).toMatchObject({
        ok: false,
        code: 'already-exists',
      });
    }
  });

  it('finds a tenant by a search typed with a zero-width space', async () => {
    const name = `Zephyr ${uniqueId('s')}`;
    await callOk('tenants-create', { name, kind: 'client' }, editor.idToken);
    const page = await callOk<{ items: { name: string }[] }>(
      'tenants-list',
      { search: 'Zep\u200Bhyr' },
      editor.idToken,
    );
    expect(page.items.map((tenant) => tenant.name)).toContain(name);
  });

  it.each([
    ['a right-to-left override', 'Invoice \u202Egpj.exe'],
    ['only zero-width spaces', '\u200B\u200B\u200B'],
    ['a lone surrogate', 'Broken \uD800'],
  ])('refuses a name with %s as invalid-argument on name', async (_label, name) => {
    const outcome = await callFunction('tenants-create', { name, kind: 'client' }, editor.idToken);
    expect(outcome).toMatchObject({
      ok: false,
      code: 'invalid-argument',
      details: { fields: [{ path: 'name' }] },
    });
  });
});
