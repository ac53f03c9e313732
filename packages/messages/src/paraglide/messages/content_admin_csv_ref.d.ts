/**
* | output |
* | --- |
* | "Required. The control’s reference, unique in the baseline: upper-case letters and digits in dash-separated parts (IAM-03)." |
*
* @param {Content_Admin_Csv_RefInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const content_admin_csv_ref: ((inputs?: Content_Admin_Csv_RefInputs, options?: {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Admin_Csv_RefInputs, {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Content_Admin_Csv_RefInputs = {};
