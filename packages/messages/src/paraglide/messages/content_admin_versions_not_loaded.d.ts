/**
* | output |
* | --- |
* | "The versions could not be loaded" |
*
* @param {Content_Admin_Versions_Not_LoadedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const content_admin_versions_not_loaded: ((inputs?: Content_Admin_Versions_Not_LoadedInputs, options?: {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Admin_Versions_Not_LoadedInputs, {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Content_Admin_Versions_Not_LoadedInputs = {};
