/**
* | output |
* | --- |
* | "The baseline has no other version, so it is removed entirely. This cannot be undone." |
*
* @param {Content_Admin_Delete_Only_VersionInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const content_admin_delete_only_version: ((inputs?: Content_Admin_Delete_Only_VersionInputs, options?: {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Admin_Delete_Only_VersionInputs, {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Content_Admin_Delete_Only_VersionInputs = {};
