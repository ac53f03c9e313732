/**
* | output |
* | --- |
* | "This address is in a private network; use a public address." |
*
* @param {Field_Rule_Webhook_Address_RefusedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const field_rule_webhook_address_refused: ((inputs?: Field_Rule_Webhook_Address_RefusedInputs, options?: {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Field_Rule_Webhook_Address_RefusedInputs, {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Field_Rule_Webhook_Address_RefusedInputs = {};
