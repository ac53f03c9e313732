/**
* | output |
* | --- |
* | "Only owners and admins of your organisation import baselines." |
*
* @param {Content_Admin_Import_Only_AdminsInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const content_admin_import_only_admins: ((inputs?: Content_Admin_Import_Only_AdminsInputs, options?: {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Admin_Import_Only_AdminsInputs, {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Content_Admin_Import_Only_AdminsInputs = {};
