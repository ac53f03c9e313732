/**
* | output |
* | --- |
* | "There is no such organisation." |
*
* @param {Field_Rule_No_Such_OrganisationInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const field_rule_no_such_organisation: ((inputs?: Field_Rule_No_Such_OrganisationInputs, options?: {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Field_Rule_No_Such_OrganisationInputs, {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Field_Rule_No_Such_OrganisationInputs = {};
