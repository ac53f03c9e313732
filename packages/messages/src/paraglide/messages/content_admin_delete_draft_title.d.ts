/**
* | output |
* | --- |
* | "Delete the draft of {name}?" |
*
* @param {Content_Admin_Delete_Draft_TitleInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const content_admin_delete_draft_title: ((inputs: Content_Admin_Delete_Draft_TitleInputs, options?: {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Admin_Delete_Draft_TitleInputs, {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Content_Admin_Delete_Draft_TitleInputs = {
    name: NonNullable<unknown>;
};
