/**
* | output |
* | --- |
* | "This is the only time the key is shown. Store it in your secrets manager now." |
*
* @param {Dev_Shown_OnceInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const dev_shown_once: ((inputs?: Dev_Shown_OnceInputs, options?: {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Dev_Shown_OnceInputs, {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Dev_Shown_OnceInputs = {};
