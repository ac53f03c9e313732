/**
* | output |
* | --- |
* | "Sharing included" |
*
* @param {Usage_Sharing_IncludedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const usage_sharing_included: ((inputs?: Usage_Sharing_IncludedInputs, options?: {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Usage_Sharing_IncludedInputs, {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Usage_Sharing_IncludedInputs = {};
