/**
* | output |
* | --- |
* | "Create or import a baseline to see its versions here." |
*
* @param {Content_Admin_No_Baselines_VersionsInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const content_admin_no_baselines_versions: ((inputs?: Content_Admin_No_Baselines_VersionsInputs, options?: {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Admin_No_Baselines_VersionsInputs, {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Content_Admin_No_Baselines_VersionsInputs = {};
