/**
* | output |
* | --- |
* | "Readers in these languages see the domain under this name. Leave a language empty to show the baseline’s own name." |
*
* @param {Content_Admin_Domain_Names_HintInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const content_admin_domain_names_hint: ((inputs?: Content_Admin_Domain_Names_HintInputs, options?: {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Admin_Domain_Names_HintInputs, {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Content_Admin_Domain_Names_HintInputs = {};
