/**
* | output |
* | --- |
* | "Assay support reads your organisation only with an owner's approval (or, in an incident, by break-glass, which you are told about at once). Every read is in ..." |
*
* @param {Support_Card_DescriptionInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const support_card_description: ((inputs?: Support_Card_DescriptionInputs, options?: {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Support_Card_DescriptionInputs, {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Support_Card_DescriptionInputs = {};
