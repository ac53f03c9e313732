/**
* | output |
* | --- |
* | "Name it after the identity provider that will use it." |
*
* @param {Scim_Create_DescriptionInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const scim_create_description: ((inputs?: Scim_Create_DescriptionInputs, options?: {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Scim_Create_DescriptionInputs, {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Scim_Create_DescriptionInputs = {};
