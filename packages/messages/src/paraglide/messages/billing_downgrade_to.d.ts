/**
* | output |
* | --- |
* | "Downgrade to {plan}" |
*
* @param {Billing_Downgrade_ToInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const billing_downgrade_to: ((inputs: Billing_Downgrade_ToInputs, options?: {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Billing_Downgrade_ToInputs, {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Billing_Downgrade_ToInputs = {
    plan: NonNullable<unknown>;
};
