/**
* | output |
* | --- |
* | "Optional. Lower-case tags separated by semicolons." |
*
* @param {Content_Admin_Csv_TagsInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const content_admin_csv_tags: ((inputs?: Content_Admin_Csv_TagsInputs, options?: {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Admin_Csv_TagsInputs, {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Content_Admin_Csv_TagsInputs = {};
