/**
* | output |
* | --- |
* | "Another organisation has verified this domain." |
*
* @param {Refusal_Sso_Domain_TakenInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const refusal_sso_domain_taken: ((inputs?: Refusal_Sso_Domain_TakenInputs, options?: {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Refusal_Sso_Domain_TakenInputs, {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Refusal_Sso_Domain_TakenInputs = {};
