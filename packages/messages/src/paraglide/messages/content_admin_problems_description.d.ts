/**
* | output |
* | --- |
* | "Nothing was imported. Fix these in {file} and check it again." |
*
* @param {Content_Admin_Problems_DescriptionInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const content_admin_problems_description: ((inputs: Content_Admin_Problems_DescriptionInputs, options?: {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Admin_Problems_DescriptionInputs, {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Content_Admin_Problems_DescriptionInputs = {
    file: NonNullable<unknown>;
};
