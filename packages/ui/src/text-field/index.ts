export { TextField, type TextFieldBaseProps, type TextFieldProps } from './text-field';
