/**
* | output |
* | --- |
* | "Upgrade to the {plan} plan?" |
*
* @param {Billing_Upgrade_TitleInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const billing_upgrade_title: ((inputs: Billing_Upgrade_TitleInputs, options?: {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Billing_Upgrade_TitleInputs, {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Billing_Upgrade_TitleInputs = {
    plan: NonNullable<unknown>;
};
