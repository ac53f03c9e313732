/**
* | output |
* | --- |
* | "Use a multiple of {step}." |
*
* @param {Field_Rule_Not_MultipleInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const field_rule_not_multiple: ((inputs: Field_Rule_Not_MultipleInputs, options?: {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Field_Rule_Not_MultipleInputs, {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Field_Rule_Not_MultipleInputs = {
    step: NonNullable<unknown>;
};
