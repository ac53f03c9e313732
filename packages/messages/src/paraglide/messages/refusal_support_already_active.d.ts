/**
* | output |
* | --- |
* | "Your support access to this organisation is already active." |
*
* @param {Refusal_Support_Already_ActiveInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const refusal_support_already_active: ((inputs?: Refusal_Support_Already_ActiveInputs, options?: {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Refusal_Support_Already_ActiveInputs, {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Refusal_Support_Already_ActiveInputs = {};
