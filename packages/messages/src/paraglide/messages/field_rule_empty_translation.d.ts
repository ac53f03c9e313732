/**
* | output |
* | --- |
* | "Give a title, description or guidance, or leave the language out." |
*
* @param {Field_Rule_Empty_TranslationInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const field_rule_empty_translation: ((inputs?: Field_Rule_Empty_TranslationInputs, options?: {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Field_Rule_Empty_TranslationInputs, {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Field_Rule_Empty_TranslationInputs = {};
