/**
* | output |
* | --- |
* | "Use 1 to {max} characters." |
*
* @param {Field_Rule_Key_LengthInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const field_rule_key_length: ((inputs: Field_Rule_Key_LengthInputs, options?: {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Field_Rule_Key_LengthInputs, {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Field_Rule_Key_LengthInputs = {
    max: NonNullable<unknown>;
};
