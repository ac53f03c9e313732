/**
* | output |
* | --- |
* | "Enter a whole number." |
*
* @param {Field_Rule_Not_Whole_NumberInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const field_rule_not_whole_number: ((inputs?: Field_Rule_Not_Whole_NumberInputs, options?: {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Field_Rule_Not_Whole_NumberInputs, {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Field_Rule_Not_Whole_NumberInputs = {};
