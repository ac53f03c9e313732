/**
* | output |
* | --- |
* | "This contains an invalid character." |
*
* @param {Field_Rule_Invalid_CharacterInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const field_rule_invalid_character: ((inputs?: Field_Rule_Invalid_CharacterInputs, options?: {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Field_Rule_Invalid_CharacterInputs, {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Field_Rule_Invalid_CharacterInputs = {};
