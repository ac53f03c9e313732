/**
* | maxPlural | output |
* | --- | --- |
* | "one" | "An organisation holds at most {max} SCIM token. Revoke it to create another." |
* | "other" | "An organisation holds at most {max} SCIM tokens. Revoke one to create another." |
*
* @param {Refusal_Scim_Tokens_MaxInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const refusal_scim_tokens_max: ((inputs: Refusal_Scim_Tokens_MaxInputs, options?: {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Refusal_Scim_Tokens_MaxInputs, {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Refusal_Scim_Tokens_MaxInputs = {
    max: NonNullable<unknown>;
};
