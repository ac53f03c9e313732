/**
* | output |
* | --- |
* | "Leave out translations rather than leave them empty." |
*
* @param {Field_Rule_Empty_TranslationsInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const field_rule_empty_translations: ((inputs?: Field_Rule_Empty_TranslationsInputs, options?: {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Field_Rule_Empty_TranslationsInputs, {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Field_Rule_Empty_TranslationsInputs = {};
