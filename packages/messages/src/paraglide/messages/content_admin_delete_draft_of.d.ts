/**
* | output |
* | --- |
* | "Delete draft of {name}" |
*
* @param {Content_Admin_Delete_Draft_OfInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const content_admin_delete_draft_of: ((inputs: Content_Admin_Delete_Draft_OfInputs, options?: {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Admin_Delete_Draft_OfInputs, {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Content_Admin_Delete_Draft_OfInputs = {
    name: NonNullable<unknown>;
};
