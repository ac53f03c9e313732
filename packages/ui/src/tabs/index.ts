export { Tabs, type TabsRootProps } from './tabs';
export { TabsNav, type TabsNavItem, type TabsNavProps } from './tabs-nav';
