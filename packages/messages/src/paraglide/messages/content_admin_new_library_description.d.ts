/**
* | output |
* | --- |
* | "A draft of the global library, seen by no organisation until you publish it. Add domains and controls, then publish it." |
*
* @param {Content_Admin_New_Library_DescriptionInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const content_admin_new_library_description: ((inputs?: Content_Admin_New_Library_DescriptionInputs, options?: {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Admin_New_Library_DescriptionInputs, {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Content_Admin_New_Library_DescriptionInputs = {};
