/**
* | output |
* | --- |
* | "Enter an https:// address, like https://hooks.example.com/assay." |
*
* @param {Field_Rule_Webhook_UrlInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const field_rule_webhook_url: ((inputs?: Field_Rule_Webhook_UrlInputs, options?: {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Field_Rule_Webhook_UrlInputs, {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Field_Rule_Webhook_UrlInputs = {};
