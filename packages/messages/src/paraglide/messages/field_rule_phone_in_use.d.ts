/**
* | output |
* | --- |
* | "This phone number is already a second step of your account." |
*
* @param {Field_Rule_Phone_In_UseInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const field_rule_phone_in_use: ((inputs?: Field_Rule_Phone_In_UseInputs, options?: {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Field_Rule_Phone_In_UseInputs, {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Field_Rule_Phone_In_UseInputs = {};
