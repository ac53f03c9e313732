/**
* | output |
* | --- |
* | "Plan downgraded." |
*
* @param {Billing_Return_DowngradedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const billing_return_downgraded: ((inputs?: Billing_Return_DowngradedInputs, options?: {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Billing_Return_DowngradedInputs, {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Billing_Return_DowngradedInputs = {};
