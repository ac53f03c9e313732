/**
* | output |
* | --- |
* | "Your subscription ends and the organisation moves to the Free plan limits. Nothing is deleted, but you must be within those limits first." |
*
* @param {Billing_Free_DescriptionInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const billing_free_description: ((inputs?: Billing_Free_DescriptionInputs, options?: {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Billing_Free_DescriptionInputs, {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Billing_Free_DescriptionInputs = {};
