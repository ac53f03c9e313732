/**
* | output |
* | --- |
* | "Enter the reason and the expiry." |
*
* @param {Field_Rule_Risk_AcceptanceInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const field_rule_risk_acceptance: ((inputs?: Field_Rule_Risk_AcceptanceInputs, options?: {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Field_Rule_Risk_AcceptanceInputs, {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Field_Rule_Risk_AcceptanceInputs = {};
