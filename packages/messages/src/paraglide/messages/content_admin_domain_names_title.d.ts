/**
* | output |
* | --- |
* | "{name} in other languages" |
*
* @param {Content_Admin_Domain_Names_TitleInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const content_admin_domain_names_title: ((inputs: Content_Admin_Domain_Names_TitleInputs, options?: {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Admin_Domain_Names_TitleInputs, {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Content_Admin_Domain_Names_TitleInputs = {
    name: NonNullable<unknown>;
};
