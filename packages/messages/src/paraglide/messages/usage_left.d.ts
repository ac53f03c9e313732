/**
* | output |
* | --- |
* | "{count} left on the {plan} plan" |
*
* @param {Usage_LeftInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const usage_left: ((inputs: Usage_LeftInputs, options?: {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Usage_LeftInputs, {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Usage_LeftInputs = {
    count: NonNullable<unknown>;
    plan: NonNullable<unknown>;
};
