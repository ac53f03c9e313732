/**
* | output |
* | --- |
* | "Your subscription moves to {price} now; the unused part of this period is credited." |
*
* @param {Billing_Downgrade_DescriptionInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const billing_downgrade_description: ((inputs: Billing_Downgrade_DescriptionInputs, options?: {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Billing_Downgrade_DescriptionInputs, {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Billing_Downgrade_DescriptionInputs = {
    price: NonNullable<unknown>;
};
