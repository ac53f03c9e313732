export { Icon, type IconProps } from './icon';
export { iconNames, iconPaths, type IconName } from './icon-paths';
export { icon as iconRecipe, type IconVariants } from './icon.css';
