/**
* | output |
* | --- |
* | "Payments go through Stripe here; the test checkout is not available." |
*
* @param {Refusal_Stripe_ConfiguredInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const refusal_stripe_configured: ((inputs?: Refusal_Stripe_ConfiguredInputs, options?: {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Refusal_Stripe_ConfiguredInputs, {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Refusal_Stripe_ConfiguredInputs = {};
