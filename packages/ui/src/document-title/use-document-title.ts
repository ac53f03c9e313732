import { useEffect } from 'react';

/** What follows every page's own title in the browser tab: "Tenants · Assay". */
export const DOCUMENT_TITLE_SUFFIX = 'Assay';

/** Titles the browser tab "<title> · Assay" while the calling screen is shown. */
export function useDocumentTitle(title: string | undefined): void {
  useEffect(() => {
    if (!title) return undefined;
    const previous = document.title;
    document.title = title === DOCUMENT_TITLE_SUFFIX ? title : `${title} · ${DOCUMENT_TITLE_SUFFIX}`;
    return () => {
      document.title = previous;
    };
  }, [title]);
}
