import { lazy, Suspense, useState, type MouseEvent, type ReactNode } from 'react';
import { Link } from 'react-router';
import { IconButton } from '../button/button';
import { mediaUp } from '../theme/media';
import { navCollapseBreakpoint } from '../theme/tokens';
import { useMediaQuery } from '../theme/use-media-query';
import * as styles from './app-shell.css';
import { NavList, type NavItem } from './nav-list';
import { ThemeToggle } from './theme-toggle';
import { useUiText } from '../locale/index';

export type { NavItem } from './nav-list';

// The drawer (Radix Dialog) exists only below the collapse breakpoint: desktops never load it.
const NavDrawer = lazy(() => import('./nav-drawer').then((m) => ({ default: m.NavDrawer })));

export interface AppShellProps {
  /** Product name next to the logo; default "Assay". */
  productName?: ReactNode;
  /** Logo slot (decorative; the product name is the link text). */
  logo?: ReactNode;
  /** Where the product name links to; default '/'. */
  homeTo?: string;
  /** Side navigation items, rendered as router NavLinks (aria-current on the current one). */
  nav: readonly NavItem[];
  /** Accessible name of the navigation landmark; default "Main". */
  navLabel?: string;
  /** Top bar slot before the end actions (e.g. a tenant switcher). */
  topBar?: ReactNode;
  /** User menu slot at the end of the top bar. */
  userMenu?: ReactNode;
  /** Show the light/dark toggle (needs ThemeProvider); default true. */
  themeToggle?: boolean;
  /** Shown above the page content (e.g. an offline Banner). */
  banner?: ReactNode;
  skipLinkLabel?: string;
  menuLabel?: string;
  closeMenuLabel?: string;
  children?: ReactNode;
}

function focusMain(event: MouseEvent<HTMLAnchorElement>) {
  const main = document.getElementById('main');
  if (!main) return;
  // move focus without a hash navigation (which the router would treat as a page change)
  event.preventDefault();
  main.focus();
  main.scrollIntoView?.({ block: 'start' });
}

/**
 * The application frame: skip link, top bar (product, slots, theme toggle, user menu), side
 * navigation that collapses into a drawer below 1024 px, and the `<main id="main">` landmark.
 * Must be rendered inside a router.
 */
export function AppShell({
  productName = 'Assay',
  logo,
  homeTo = '/',
  nav,
  navLabel: navLabelProp,
  topBar,
  userMenu,
  themeToggle = true,
  banner,
  skipLinkLabel: skipLinkLabelProp,
  menuLabel: menuLabelProp,
  closeMenuLabel: closeMenuLabelProp,
  children,
}: AppShellProps) {
  const text = useUiText();
  const navLabel = navLabelProp ?? text.mainNavigation;
  const skipLinkLabel = skipLinkLabelProp ?? text.skipToContent;
  const menuLabel = menuLabelProp ?? text.openNavigation;
  const closeMenuLabel = closeMenuLabelProp ?? text.closeNavigation;
  const wide = useMediaQuery(mediaUp(navCollapseBreakpoint));
  const [drawerOpen, setDrawerOpen] = useState(false);

  return (
    <div className={styles.root}>
      <a href="#main" className={styles.skipLink} onClick={focusMain}>
        {skipLinkLabel}
      </a>
      <header className={styles.topBar}>
        {wide ? null : (
          <Suspense fallback={<IconButton icon="menu" aria-label={menuLabel} disabled />}>
            <NavDrawer
              open={drawerOpen}
              onOpenChange={setDrawerOpen}
              title={productName}
              nav={nav}
              navLabel={navLabel}
              menuLabel={menuLabel}
              closeMenuLabel={closeMenuLabel}
            />
          </Suspense>
        )}
        <Link to={homeTo} className={styles.brand}>
          {logo ? <span aria-hidden="true">{logo}</span> : null}
          {productName}
        </Link>
        {topBar}
        <div className={styles.topBarEnd}>
          {themeToggle ? <ThemeToggle /> : null}
          {userMenu}
        </div>
      </header>
      <div className={styles.body}>
        {wide ? (
          <aside className={styles.sidebar}>
            <div className={styles.sidebarPane}>
              <NavList items={nav} label={navLabel} />
            </div>
          </aside>
        ) : null}
        <div className={styles.content}>
          {banner}
          <main id="main" tabIndex={-1} className={styles.main}>
            {children}
          </main>
        </div>
      </div>
    </div>
  );
}
