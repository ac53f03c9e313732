/**
* | minPlural | output |
* | --- | --- |
* | "one" | "Give at least 1 item." |
* | "other" | "Give at least {min} items." |
*
* @param {Field_Rule_Too_FewInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const field_rule_too_few: ((inputs: Field_Rule_Too_FewInputs, options?: {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Field_Rule_Too_FewInputs, {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Field_Rule_Too_FewInputs = {
    min: NonNullable<unknown>;
};
