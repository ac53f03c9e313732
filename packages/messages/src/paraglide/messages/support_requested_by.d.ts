/**
* | output |
* | --- |
* | "Requested by {who}: “{reason}”." |
*
* @param {Support_Requested_ByInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const support_requested_by: ((inputs: Support_Requested_ByInputs, options?: {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Support_Requested_ByInputs, {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Support_Requested_ByInputs = {
    who: NonNullable<unknown>;
    reason: NonNullable<unknown>;
};
