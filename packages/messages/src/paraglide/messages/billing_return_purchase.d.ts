/**
* | output |
* | --- |
* | "Payment received: your new plan is active." |
*
* @param {Billing_Return_PurchaseInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const billing_return_purchase: ((inputs?: Billing_Return_PurchaseInputs, options?: {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Billing_Return_PurchaseInputs, {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Billing_Return_PurchaseInputs = {};
