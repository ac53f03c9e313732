/**
* | output |
* | --- |
* | "Your subscription moves to {price} now; the difference for the rest of this period is charged prorated." |
*
* @param {Billing_Upgrade_DescriptionInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const billing_upgrade_description: ((inputs: Billing_Upgrade_DescriptionInputs, options?: {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Billing_Upgrade_DescriptionInputs, {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Billing_Upgrade_DescriptionInputs = {
    price: NonNullable<unknown>;
};
