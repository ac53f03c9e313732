/**
* | output |
* | --- |
* | "At least {min}." |
*
* @param {Field_Rule_Too_SmallInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const field_rule_too_small: ((inputs: Field_Rule_Too_SmallInputs, options?: {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Field_Rule_Too_SmallInputs, {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Field_Rule_Too_SmallInputs = {
    min: NonNullable<unknown>;
};
