/**
* | output |
* | --- |
* | "Only with the status risk accepted." |
*
* @param {Field_Rule_Risk_Accepted_OnlyInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const field_rule_risk_accepted_only: ((inputs?: Field_Rule_Risk_Accepted_OnlyInputs, options?: {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Field_Rule_Risk_Accepted_OnlyInputs, {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Field_Rule_Risk_Accepted_OnlyInputs = {};
