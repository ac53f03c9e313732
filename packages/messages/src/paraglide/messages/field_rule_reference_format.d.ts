/**
* | output |
* | --- |
* | "Write a framework id, a space and a clause, like “ISO27001:2022 A.5.15”." |
*
* @param {Field_Rule_Reference_FormatInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const field_rule_reference_format: ((inputs?: Field_Rule_Reference_FormatInputs, options?: {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Field_Rule_Reference_FormatInputs, {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Field_Rule_Reference_FormatInputs = {};
