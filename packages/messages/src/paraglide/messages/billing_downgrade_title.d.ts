/**
* | output |
* | --- |
* | "Downgrade to the {plan} plan?" |
*
* @param {Billing_Downgrade_TitleInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const billing_downgrade_title: ((inputs: Billing_Downgrade_TitleInputs, options?: {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Billing_Downgrade_TitleInputs, {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Billing_Downgrade_TitleInputs = {
    plan: NonNullable<unknown>;
};
