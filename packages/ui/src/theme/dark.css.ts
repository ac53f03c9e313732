import { createTheme } from '@vanilla-extract/css';
import { vars } from './contract.css';
import { darkThemeValues } from './values';

/** Class that applies the dark theme to an element and its descendants. */
export const darkThemeClass = createTheme(vars, darkThemeValues, 'dark');
