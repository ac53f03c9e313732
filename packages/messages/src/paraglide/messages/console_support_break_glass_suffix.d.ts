/**
* | output |
* | --- |
* | "(break-glass)" |
*
* @param {Console_Support_Break_Glass_SuffixInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const console_support_break_glass_suffix: ((inputs?: Console_Support_Break_Glass_SuffixInputs, options?: {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Console_Support_Break_Glass_SuffixInputs, {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Console_Support_Break_Glass_SuffixInputs = {};
