/**
* | output |
* | --- |
* | "Access was revoked: share the tenant with them again instead." |
*
* @param {Refusal_Sharing_WithdrawnInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const refusal_sharing_withdrawn: ((inputs?: Refusal_Sharing_WithdrawnInputs, options?: {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Refusal_Sharing_WithdrawnInputs, {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Refusal_Sharing_WithdrawnInputs = {};
