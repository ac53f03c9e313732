/**
* | output |
* | --- |
* | "Empty fields show the baseline’s own text." |
*
* @param {Content_Admin_Translations_HintInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const content_admin_translations_hint: ((inputs?: Content_Admin_Translations_HintInputs, options?: {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Admin_Translations_HintInputs, {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Content_Admin_Translations_HintInputs = {};
