/**
* | output |
* | --- |
* | "More than {max} values." |
*
* @param {Field_Rule_Too_Many_ValuesInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const field_rule_too_many_values: ((inputs: Field_Rule_Too_Many_ValuesInputs, options?: {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Field_Rule_Too_Many_ValuesInputs, {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Field_Rule_Too_Many_ValuesInputs = {
    max: NonNullable<unknown>;
};
