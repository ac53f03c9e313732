import type { ApiKeyScope } from '@assay/domain/apikeys';
import { m } from '@assay/messages';

/** What a key may do, in the page's language. */
export const scopeLabel = (scope: ApiKeyScope): string =>
  scope === 'read' ? m.dev_scope_read() : m.dev_scope_read_write();
