/**
* | output |
* | --- |
* | "Publish this version and start a new one to compare them." |
*
* @param {Content_Admin_Only_One_Version_DescriptionInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const content_admin_only_one_version_description: ((inputs?: Content_Admin_Only_One_Version_DescriptionInputs, options?: {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Admin_Only_One_Version_DescriptionInputs, {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Content_Admin_Only_One_Version_DescriptionInputs = {};
