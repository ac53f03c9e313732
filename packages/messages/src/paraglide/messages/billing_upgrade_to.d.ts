/**
* | output |
* | --- |
* | "Upgrade to {plan}" |
*
* @param {Billing_Upgrade_ToInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const billing_upgrade_to: ((inputs: Billing_Upgrade_ToInputs, options?: {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Billing_Upgrade_ToInputs, {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Billing_Upgrade_ToInputs = {
    plan: NonNullable<unknown>;
};
