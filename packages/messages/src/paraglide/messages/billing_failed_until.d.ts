/**
* | output |
* | --- |
* | "A payment failed. Update your payment method by {date} to keep making changes." |
*
* @param {Billing_Failed_UntilInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const billing_failed_until: ((inputs: Billing_Failed_UntilInputs, options?: {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Billing_Failed_UntilInputs, {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Billing_Failed_UntilInputs = {
    date: NonNullable<unknown>;
};
