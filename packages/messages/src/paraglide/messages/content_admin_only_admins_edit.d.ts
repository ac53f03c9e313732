/**
* | output |
* | --- |
* | "Only owners and admins of your organisation edit private baselines." |
*
* @param {Content_Admin_Only_Admins_EditInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const content_admin_only_admins_edit: ((inputs?: Content_Admin_Only_Admins_EditInputs, options?: {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Admin_Only_Admins_EditInputs, {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Content_Admin_Only_Admins_EditInputs = {};
