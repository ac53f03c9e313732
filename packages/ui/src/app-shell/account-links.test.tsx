import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AccountLinks } from './account-links';
import * as styles from './app-shell.css';

describe('AccountLinks', () => {
  it('reads "who · link · link", with who (and its separator) in the part a phone hides', () => {
    const { container } = render(
      <AccountLinks
        who="ada@x.test"
        links={[
          <a key="a" href="/">
            Member app
          </a>,
          <a key="b" href="/signout" aria-label="Sign out ada@x.test">
            Sign out
          </a>,
        ]}
      />,
    );
    expect(container).toHaveTextContent('ada@x.test · Member app · Sign out');
    expect(container.querySelector(`.${styles.accountName}`)).toHaveTextContent(/^ada@x\.test ·$/);
    expect(screen.getByRole('link', { name: 'Sign out ada@x.test' })).toHaveAttribute('href', '/signout');
  });
});
