/**
* | output |
* | --- |
* | "“{value}” is used twice." |
*
* @param {Field_Rule_Used_TwiceInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const field_rule_used_twice: ((inputs: Field_Rule_Used_TwiceInputs, options?: {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Field_Rule_Used_TwiceInputs, {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Field_Rule_Used_TwiceInputs = {
    value: NonNullable<unknown>;
};
