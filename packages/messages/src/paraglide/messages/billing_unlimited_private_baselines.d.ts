/**
* | output |
* | --- |
* | "Unlimited private baselines" |
*
* @param {Billing_Unlimited_Private_BaselinesInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const billing_unlimited_private_baselines: ((inputs?: Billing_Unlimited_Private_BaselinesInputs, options?: {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Billing_Unlimited_Private_BaselinesInputs, {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Billing_Unlimited_Private_BaselinesInputs = {};
