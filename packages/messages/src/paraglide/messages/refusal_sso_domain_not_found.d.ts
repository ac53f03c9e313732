/**
* | output |
* | --- |
* | "This domain is not claimed by your organisation." |
*
* @param {Refusal_Sso_Domain_Not_FoundInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const refusal_sso_domain_not_found: ((inputs?: Refusal_Sso_Domain_Not_FoundInputs, options?: {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Refusal_Sso_Domain_Not_FoundInputs, {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Refusal_Sso_Domain_Not_FoundInputs = {};
