/**
* | output |
* | --- |
* | "No card is charged: this stands in for Stripe Checkout on local and test deployments." |
*
* @param {Testbilling_Checkout_DescriptionInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const testbilling_checkout_description: ((inputs?: Testbilling_Checkout_DescriptionInputs, options?: {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Testbilling_Checkout_DescriptionInputs, {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Testbilling_Checkout_DescriptionInputs = {};
