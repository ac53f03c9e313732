/**
* | maxPlural | output |
* | --- | --- |
* | "one" | "At most 1 character." |
* | "other" | "At most {max} characters." |
*
* @param {Field_Rule_Too_LongInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const field_rule_too_long: ((inputs: Field_Rule_Too_LongInputs, options?: {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Field_Rule_Too_LongInputs, {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Field_Rule_Too_LongInputs = {
    max: NonNullable<unknown>;
};
