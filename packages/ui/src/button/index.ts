export { Button, IconButton, type ButtonProps, type IconButtonProps } from './button';
export { button as buttonRecipe, type ButtonVariants } from './button.css';
