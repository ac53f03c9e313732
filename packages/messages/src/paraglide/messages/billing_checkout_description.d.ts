/**
* | output |
* | --- |
* | "You will go to checkout to pay {price}. The plan changes as soon as the payment goes through." |
*
* @param {Billing_Checkout_DescriptionInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const billing_checkout_description: ((inputs: Billing_Checkout_DescriptionInputs, options?: {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Billing_Checkout_DescriptionInputs, {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Billing_Checkout_DescriptionInputs = {
    price: NonNullable<unknown>;
};
