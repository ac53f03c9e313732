/**
* | maxPlural | output |
* | --- | --- |
* | "one" | "At most 1 day ahead." |
* | "other" | "At most {max} days ahead." |
*
* @param {Field_Rule_Days_AheadInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const field_rule_days_ahead: ((inputs: Field_Rule_Days_AheadInputs, options?: {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Field_Rule_Days_AheadInputs, {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Field_Rule_Days_AheadInputs = {
    max: NonNullable<unknown>;
};
