import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import * as root from './index';

const packageRoot = join(import.meta.dirname, '..');
const packageJson = JSON.parse(readFileSync(join(packageRoot, 'package.json'), 'utf8')) as {
  exports: Record<string, string>;
};

describe('package exports', () => {
  it.each(Object.entries(packageJson.exports))('%s points at an existing source file', (_name, target) => {
    expect(existsSync(join(packageRoot, target))).toBe(true);
  });

  it('the root module re-exports every component', () => {
    const expected = [
      'AppShell',
      'Badge',
      'BarChart',
      'Heatmap',
      'TrendChart',
      'Banner',
      'Box',
      'Button',
      'Card',
      'Checkbox',
      'ConfirmDialog',
      'DescriptionList',
      'Dialog',
      'FormDialog',
      'EmptyState',
      'ErrorState',
      'ForbiddenPage',
      'Form',
      'Icon',
      'IconButton',
      'Inline',
      'Kbd',
      'LoadingState',
      'Menu',
      'NotFoundPage',
      'PageHeader',
      'ProgressBar',
      'RelativeTime',
      'RouteErrorPage',
      'useDocumentTitle',
      'Select',
      'Stat',
      'StatGrid',
      'Skeleton',
      'Spinner',
      'Stack',
      'SubmitButton',
      'Switch',
      'Table',
      'Tabs',
      'TabsNav',
      'Tag',
      'TextField',
      'Textarea',
      'ThemeProvider',
      'ThemeToggle',
      'ToastProvider',
      'VisuallyHidden',
      'useTheme',
      'useToast',
      'useFieldRules',
    ];
    for (const name of expected) expect(root, name).toHaveProperty(name);
  });

  it('compound components expose their parts', () => {
    expect(Object.keys(root.Dialog)).toEqual(
      expect.arrayContaining(['Root', 'Trigger', 'Content', 'Title', 'Description', 'Close']),
    );
    expect(Object.keys(root.Tabs)).toEqual(['Root', 'List', 'Trigger', 'Content']);
    expect(Object.keys(root.Menu)).toEqual(expect.arrayContaining(['Root', 'Trigger', 'Content', 'Item']));
  });
});
