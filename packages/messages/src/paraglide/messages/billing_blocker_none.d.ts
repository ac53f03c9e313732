/**
* | output |
* | --- |
* | "{limit}: {current} in use, none on this plan" |
*
* @param {Billing_Blocker_NoneInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const billing_blocker_none: ((inputs: Billing_Blocker_NoneInputs, options?: {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Billing_Blocker_NoneInputs, {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Billing_Blocker_NoneInputs = {
    limit: NonNullable<unknown>;
    current: NonNullable<unknown>;
};
