/**
* | output |
* | --- |
* | "Leave this out when choosing an owner." |
*
* @param {Field_Rule_Owner_Or_ClearInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const field_rule_owner_or_clear: ((inputs?: Field_Rule_Owner_Or_ClearInputs, options?: {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Field_Rule_Owner_Or_ClearInputs, {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Field_Rule_Owner_Or_ClearInputs = {};
