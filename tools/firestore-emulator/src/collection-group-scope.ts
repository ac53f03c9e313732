// Scoping a collection-group query to the descendants of one document by document id.
//
// Document names order segment by segment, not as strings, so the popular string-prefix
// range `startAt('orgs/acme').endAt('orgs/acme\uf8ff')` also takes in `orgs/acme-2/...`
// (the segment "acme-2" sorts below "acme\uf8ff"). The exact upper bound is the parent
// followed by the smallest id greater than its own: "acme" + U+0000.

export interface DescendantsRange {
  /** Exclusive lower bound: the parent document itself. */
  startAfter: string;
  /** Exclusive upper bound: the parent's successor among sibling ids. */
  endBefore: string;
}

/**
 * Bounds for `query.orderBy(FieldPath.documentId()).startAfter(r.startAfter).endBefore(r.endBefore)`
 * that keep exactly the documents below `parentDocumentPath` ("orgs/acme").
 */
export function descendantsRange(parentDocumentPath: string): DescendantsRange {
  const segments = parentDocumentPath.split('/');
  if (segments.length % 2 !== 0 || segments.some((segment) => segment === '')) {
    throw new Error(`"${parentDocumentPath}" is not a document path.`);
  }
  return { startAfter: parentDocumentPath, endBefore: `${parentDocumentPath}\u0000` };
}
