// `ops export-org <tid> --out <file>` and `ops import-org <file>`: one organisation to a file and
// back, for restoring it without rolling the whole database back to the last managed export
// (README, Restoring). The import writes only what differs from the file, audited in the
// global log; importing the same file again changes nothing.
import { globalAuditWrites } from '../data/audit/audit.ts';
import {
  documentsToRestore,
  exportOrganisation,
  parseOrgExport,
  restoreDocuments,
} from '../data/org-export/org-export.ts';
import type { OrgExport } from '../data/org-export/org-export.ts';
import { firestoreStore } from '../data/store/firestore-store.ts';
import { opsStamp } from './context.ts';
import type { OpsContext, OpsReport } from './context.ts';

/** Reads only: the file's content and what was exported. */
export async function exportOrg(
  ctx: OpsContext,
  tid: string,
): Promise<{ file: OrgExport; report: OpsReport }> {
  const file = await exportOrganisation(ctx.firestore, tid, ctx.now());
  if (!file) throw new Error(`There is no organisation ${tid}.`);
  return {
    file,
    report: { changes: [], notes: [`exported ${file.documents.length} documents of organisation ${tid}`] },
  };
}

export async function importOrg(ctx: OpsContext, text: string): Promise<OpsReport> {
  const file = parseOrgExport(text);
  const { differ, unrestorable } = await documentsToRestore(ctx.firestore, file);
  const left = unrestorable.map(
    (path) => `${path} is not restored: the export withholds its signing secret (add the endpoint again)`,
  );
  if (differ.length === 0)
    return {
      changes: [],
      notes: [`organisation ${file.tid} already matches the export of ${file.exportedAt}`, ...left],
    };
  const change = `restore ${differ.length} of ${file.documents.length} documents of organisation ${file.tid} from the export of ${file.exportedAt}`;
  if (ctx.apply) {
    await restoreDocuments(ctx.firestore, differ);
    await firestoreStore(ctx.firestore).transaction((uow) => {
      globalAuditWrites(uow, opsStamp(ctx, 'import-org')).record({
        target: `org/${file.tid}`,
        orgId: file.tid,
        summary: `Restored ${differ.length} documents of the organisation from its export of ${file.exportedAt}`,
      });
      return Promise.resolve();
    });
  }
  return { changes: [change], notes: left };
}
