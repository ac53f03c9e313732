/**
* | output |
* | --- |
* | "Checkout cancelled: nothing was charged." |
*
* @param {Billing_Return_CancelledInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const billing_return_cancelled: ((inputs?: Billing_Return_CancelledInputs, options?: {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Billing_Return_CancelledInputs, {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Billing_Return_CancelledInputs = {};
