/**
* | output |
* | --- |
* | "Names of {name} in other languages" |
*
* @param {Content_Admin_Translate_DomainInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const content_admin_translate_domain: ((inputs: Content_Admin_Translate_DomainInputs, options?: {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Admin_Translate_DomainInputs, {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Content_Admin_Translate_DomainInputs = {
    name: NonNullable<unknown>;
};
