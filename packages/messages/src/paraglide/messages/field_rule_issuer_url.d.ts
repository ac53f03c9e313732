/**
* | output |
* | --- |
* | "Enter the issuer’s https:// address, like https://login.example.com." |
*
* @param {Field_Rule_Issuer_UrlInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const field_rule_issuer_url: ((inputs?: Field_Rule_Issuer_UrlInputs, options?: {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Field_Rule_Issuer_UrlInputs, {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Field_Rule_Issuer_UrlInputs = {};
