export { Menu, type MenuItemProps } from './menu';
