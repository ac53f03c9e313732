/**
* | output |
* | --- |
* | "Choose one of: {allowed}." |
*
* @param {Field_Rule_Not_AllowedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const field_rule_not_allowed: ((inputs: Field_Rule_Not_AllowedInputs, options?: {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Field_Rule_Not_AllowedInputs, {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Field_Rule_Not_AllowedInputs = {
    allowed: NonNullable<unknown>;
};
