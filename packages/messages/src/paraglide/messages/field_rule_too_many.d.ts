/**
* | maxPlural | output |
* | --- | --- |
* | "one" | "At most 1 item." |
* | "other" | "At most {max} items." |
*
* @param {Field_Rule_Too_ManyInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const field_rule_too_many: ((inputs: Field_Rule_Too_ManyInputs, options?: {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Field_Rule_Too_ManyInputs, {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Field_Rule_Too_ManyInputs = {
    max: NonNullable<unknown>;
};
