/**
* | output |
* | --- |
* | "Some fields need your attention." |
*
* @param {Error_Invalid_ArgumentInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const error_invalid_argument: ((inputs?: Error_Invalid_ArgumentInputs, options?: {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Error_Invalid_ArgumentInputs, {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Error_Invalid_ArgumentInputs = {};
