/**
* | output |
* | --- |
* | "Answer without leaving the keyboard. They work whenever you are not typing in a field." |
*
* @param {Shortcuts_DescriptionInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const shortcuts_description: ((inputs?: Shortcuts_DescriptionInputs, options?: {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shortcuts_DescriptionInputs, {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Shortcuts_DescriptionInputs = {};
