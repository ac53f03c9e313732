import { createTheme } from '@vanilla-extract/css';
import { vars } from './contract.css';
import { lightThemeValues } from './values';

/** Class that applies the light theme to an element and its descendants. */
export const lightThemeClass = createTheme(vars, lightThemeValues, 'light');
