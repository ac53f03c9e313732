import { Fragment, type ReactNode } from 'react';
import * as styles from './app-shell.css';

export interface AccountLinksProps {
  /** Who is signed in (a name or an address); hidden on phones, so name them in the links' labels too. */
  who: ReactNode;
  /** The account's links (another app, Sign out), in order. */
  links: readonly ReactNode[];
}

/** The top bar's account slot: "who · link · link" on one line; on a phone, the links alone. */
export function AccountLinks({ who, links }: AccountLinksProps) {
  return (
    <span className={styles.account}>
      <span className={styles.accountName}>
        {who}
        {' · '}
      </span>
      {links.map((link, index) => (
        <Fragment key={index}>
          {index > 0 ? ' · ' : null}
          {link}
        </Fragment>
      ))}
    </span>
  );
}
