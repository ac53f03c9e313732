import type { ReactNode } from 'react';
import { useDocumentTitle } from '../document-title/use-document-title';
import * as styles from './page-header.css';

export interface PageHeaderProps {
  /** The page's <h1>. */
  title: ReactNode;
  description?: ReactNode;
  /** Buttons at the top right (stacked under the title on narrow screens). */
  actions?: ReactNode;
  /** Small line above the title, e.g. a breadcrumb or back link. */
  eyebrow?: ReactNode;
  /** Content under the header row, e.g. TabsNav. */
  children?: ReactNode;
  /** The browser tab's title ("<documentTitle> · Assay"); defaults to `title` when it is text. */
  documentTitle?: string;
}

/** Title block of a page: h1, description, actions. */
export function PageHeader({
  title,
  description,
  actions,
  eyebrow,
  children,
  documentTitle,
}: PageHeaderProps) {
  useDocumentTitle(documentTitle ?? (typeof title === 'string' ? title : undefined));
  return (
    <header className={styles.root}>
      <div className={styles.row}>
        <div className={styles.text}>
          {eyebrow ? <div className={styles.eyebrow}>{eyebrow}</div> : null}
          <h1 className={styles.title}>{title}</h1>
          {description ? <p className={styles.description}>{description}</p> : null}
        </div>
        {actions ? <div className={styles.actions}>{actions}</div> : null}
      </div>
      {children}
    </header>
  );
}
