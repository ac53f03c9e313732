/**
* | output |
* | --- |
* | "Revoke SCIM token {name}" |
*
* @param {Scim_Revoke_OfInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const scim_revoke_of: ((inputs: Scim_Revoke_OfInputs, options?: {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Scim_Revoke_OfInputs, {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Scim_Revoke_OfInputs = {
    name: NonNullable<unknown>;
};
