/**
* | output |
* | --- |
* | "Global baselines are curated by Assay and read-only. Duplicate one to make your own." |
*
* @param {Content_Admin_Global_Read_Only_ReasonInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const content_admin_global_read_only_reason: ((inputs?: Content_Admin_Global_Read_Only_ReasonInputs, options?: {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Admin_Global_Read_Only_ReasonInputs, {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Content_Admin_Global_Read_Only_ReasonInputs = {};
