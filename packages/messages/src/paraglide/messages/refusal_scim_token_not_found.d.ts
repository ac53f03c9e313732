/**
* | output |
* | --- |
* | "This SCIM token does not exist or you cannot see it." |
*
* @param {Refusal_Scim_Token_Not_FoundInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const refusal_scim_token_not_found: ((inputs?: Refusal_Scim_Token_Not_FoundInputs, options?: {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Refusal_Scim_Token_Not_FoundInputs, {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Refusal_Scim_Token_Not_FoundInputs = {};
