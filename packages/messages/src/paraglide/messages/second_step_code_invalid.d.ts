/**
* | output |
* | --- |
* | "Enter the 6 digits of the code." |
*
* @param {Second_Step_Code_InvalidInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const second_step_code_invalid: ((inputs?: Second_Step_Code_InvalidInputs, options?: {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Second_Step_Code_InvalidInputs, {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Second_Step_Code_InvalidInputs = {};
