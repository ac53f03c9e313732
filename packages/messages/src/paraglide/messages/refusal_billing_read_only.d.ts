/**
* | output |
* | --- |
* | "Your organisation is read-only because a payment failed. Update the payment details to continue." |
*
* @param {Refusal_Billing_Read_OnlyInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const refusal_billing_read_only: ((inputs?: Refusal_Billing_Read_OnlyInputs, options?: {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Refusal_Billing_Read_OnlyInputs, {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Refusal_Billing_Read_OnlyInputs = {};
