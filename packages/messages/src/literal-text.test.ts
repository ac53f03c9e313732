// The lint rule of every screen (tools/lint/literal-text.js) fires on literal
// text a user reads, and not on text from a message.
import { Linter } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';
// @ts-expect-error -- the lint config's helper is plain JavaScript without declarations
import { literalTextRule } from '../../../tools/lint/literal-text.js';

const linter = new Linter({ configType: 'flat' });
const lint = (code: string) =>
  linter
    .verify(
      code,
      [
        {
          files: ['**/*.tsx'],
          languageOptions: { parser: tseslint.parser, parserOptions: { ecmaFeatures: { jsx: true } } },
          rules: { 'no-restricted-syntax': literalTextRule as Linter.RuleEntry },
        },
      ],
      'screen.tsx',
    )
    .map((problem) => problem.line);

describe('literal text lint rule', () => {
  it('fires on JSX text and on visible attributes written as literals', () => {
    const bad = [
      'const a = <p>Sign in to Assay</p>;',
      'const b = <TextField label="Email" />;',
      "const c = <Tabs.List aria-label={'Ways to sign in'} />;",
      'const d = <ConfirmDialog confirmLabel="Sign in with Google" emptyMessage="Nothing yet" />;',
      'const e = <EmptyState title={`${name} is empty`} />;',
      "toast({ title: 'Saved', description: `${count} tenants archived`, tone: 'success' });",
    ].join('\n');
    expect(lint(bad)).toEqual([1, 2, 3, 4, 4, 5, 6, 6]);
  });

  it('lets messages, punctuation and non-visible attributes through', () => {
    const good = [
      'const a = <p>{m.signin_title()}</p>;',
      'const b = <TextField label={m.signin_email()} type="email" autoComplete="email" />;',
      'const c = <span> · </span>;',
      'const d = <img src={logo} alt="" />;',
      'const e = <Field labelId="email-label" variant="soft" />;',
      "toast({ title: m.tenants_created({ name }), tone: 'success' });",
      "const f = { title: 'Not shown', description: '' };",
    ].join('\n');
    expect(lint(good)).toEqual([]);
  });
});
