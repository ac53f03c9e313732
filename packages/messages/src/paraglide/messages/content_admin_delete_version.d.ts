/**
* | output |
* | --- |
* | "Version {version} and its unpublished changes are removed; published versions stay. This cannot be undone." |
*
* @param {Content_Admin_Delete_VersionInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const content_admin_delete_version: ((inputs: Content_Admin_Delete_VersionInputs, options?: {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Admin_Delete_VersionInputs, {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Content_Admin_Delete_VersionInputs = {
    version: NonNullable<unknown>;
};
