/**
* | output |
* | --- |
* | "This address is shared with another tenant." |
*
* @param {Field_Rule_Shared_ElsewhereInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const field_rule_shared_elsewhere: ((inputs?: Field_Rule_Shared_ElsewhereInputs, options?: {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Field_Rule_Shared_ElsewhereInputs, {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Field_Rule_Shared_ElsewhereInputs = {};
