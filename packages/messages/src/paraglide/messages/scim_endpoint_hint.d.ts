/**
* | output |
* | --- |
* | "Enter it in your identity provider with a token below." |
*
* @param {Scim_Endpoint_HintInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const scim_endpoint_hint: ((inputs?: Scim_Endpoint_HintInputs, options?: {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Scim_Endpoint_HintInputs, {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Scim_Endpoint_HintInputs = {};
