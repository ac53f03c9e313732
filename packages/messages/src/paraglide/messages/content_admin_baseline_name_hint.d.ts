/**
* | output |
* | --- |
* | "Required for CSV; for JSON and YAML, leave empty to use the file’s." |
*
* @param {Content_Admin_Baseline_Name_HintInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const content_admin_baseline_name_hint: ((inputs?: Content_Admin_Baseline_Name_HintInputs, options?: {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Admin_Baseline_Name_HintInputs, {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Content_Admin_Baseline_Name_HintInputs = {};
