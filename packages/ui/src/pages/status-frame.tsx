import type { ReactNode } from 'react';
import { useDocumentTitle } from '../document-title/use-document-title';
import * as styles from './status-pages.css';

/** A status page's title and, when standalone, its own <main> landmark. */
export function Frame({
  standalone = true,
  title,
  children,
}: {
  standalone?: boolean;
  title: string;
  children: ReactNode;
}) {
  useDocumentTitle(title);
  return standalone ? (
    <main id="main" className={styles.page}>
      {children}
    </main>
  ) : (
    <>{children}</>
  );
}
