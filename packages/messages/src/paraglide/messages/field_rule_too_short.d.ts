/**
* | minPlural | output |
* | --- | --- |
* | "one" | "At least 1 character." |
* | "other" | "At least {min} characters." |
*
* @param {Field_Rule_Too_ShortInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const field_rule_too_short: ((inputs: Field_Rule_Too_ShortInputs, options?: {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Field_Rule_Too_ShortInputs, {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Field_Rule_Too_ShortInputs = {
    min: NonNullable<unknown>;
};
