/**
* | output |
* | --- |
* | "Plan upgraded." |
*
* @param {Billing_Return_UpgradedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const billing_return_upgraded: ((inputs?: Billing_Return_UpgradedInputs, options?: {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Billing_Return_UpgradedInputs, {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Billing_Return_UpgradedInputs = {};
