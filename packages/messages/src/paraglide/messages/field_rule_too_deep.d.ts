/**
* | output |
* | --- |
* | "Nested deeper than {max} levels." |
*
* @param {Field_Rule_Too_DeepInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const field_rule_too_deep: ((inputs: Field_Rule_Too_DeepInputs, options?: {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Field_Rule_Too_DeepInputs, {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Field_Rule_Too_DeepInputs = {
    max: NonNullable<unknown>;
};
