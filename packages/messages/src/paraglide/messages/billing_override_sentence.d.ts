/**
* | output |
* | --- |
* | "On the {plan} plan until {date}, set by Assay; then back on the {paid} plan." |
*
* @param {Billing_Override_SentenceInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const billing_override_sentence: ((inputs: Billing_Override_SentenceInputs, options?: {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Billing_Override_SentenceInputs, {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Billing_Override_SentenceInputs = {
    plan: NonNullable<unknown>;
    date: NonNullable<unknown>;
    paid: NonNullable<unknown>;
};
