/**
* | output |
* | --- |
* | "Go to checkout" |
*
* @param {Billing_Go_To_CheckoutInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const billing_go_to_checkout: ((inputs?: Billing_Go_To_CheckoutInputs, options?: {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Billing_Go_To_CheckoutInputs, {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Billing_Go_To_CheckoutInputs = {};
