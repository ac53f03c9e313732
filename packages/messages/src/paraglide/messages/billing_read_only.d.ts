/**
* | output |
* | --- |
* | "Your organisation is read-only because a payment failed. Nothing has been deleted: pay the open invoice to make changes again." |
*
* @param {Billing_Read_OnlyInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const billing_read_only: ((inputs?: Billing_Read_OnlyInputs, options?: {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Billing_Read_OnlyInputs, {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Billing_Read_OnlyInputs = {};
