/**
* | output |
* | --- |
* | "Every token is revoked: your identity provider cannot provision members until you create a new one." |
*
* @param {Scim_None_ActiveInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const scim_none_active: ((inputs?: Scim_None_ActiveInputs, options?: {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Scim_None_ActiveInputs, {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Scim_None_ActiveInputs = {};
