/**
* | output |
* | --- |
* | "Optional. Framework references separated by semicolons: ISO27001:2022 A.5.15; CIS-v8 6.3" |
*
* @param {Content_Admin_Csv_ReferencesInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const content_admin_csv_references: ((inputs?: Content_Admin_Csv_ReferencesInputs, options?: {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Admin_Csv_ReferencesInputs, {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Content_Admin_Csv_ReferencesInputs = {};
