/**
* | output |
* | --- |
* | "This account already belongs to an organisation. Ask to be removed from it first, or sign in with another account." |
*
* @param {Refusal_Already_In_OrganisationInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const refusal_already_in_organisation: ((inputs?: Refusal_Already_In_OrganisationInputs, options?: {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Refusal_Already_In_OrganisationInputs, {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Refusal_Already_In_OrganisationInputs = {};
