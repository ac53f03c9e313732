export { Badge, Tag, type BadgeProps, type TagProps } from './badge';
export { badge as badgeRecipe, type BadgeVariants, type Tone } from './badge.css';
