/**
* | output |
* | --- |
* | "{limit}: {current} of {max} allowed" |
*
* @param {Billing_Blocker_OverInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const billing_blocker_over: ((inputs: Billing_Blocker_OverInputs, options?: {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Billing_Blocker_OverInputs, {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Billing_Blocker_OverInputs = {
    limit: NonNullable<unknown>;
    current: NonNullable<unknown>;
    max: NonNullable<unknown>;
};
