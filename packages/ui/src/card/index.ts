export { Card, type CardProps } from './card';
export { card as cardRecipe, type CardVariants } from './card.css';
