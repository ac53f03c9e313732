export { AppShell, type AppShellProps, type NavItem } from './app-shell';
export { ThemeToggle, type ThemeToggleProps } from './theme-toggle';
export { AccountMenu, type AccountMenuProps } from './account-menu';
