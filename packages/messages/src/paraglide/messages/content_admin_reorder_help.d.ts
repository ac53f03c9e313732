/**
* | output |
* | --- |
* | "To reorder, press Space or Enter on the handle, move with the Up and Down arrow keys, then press Space or Enter to drop it, or Escape to cancel." |
*
* @param {Content_Admin_Reorder_HelpInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const content_admin_reorder_help: ((inputs?: Content_Admin_Reorder_HelpInputs, options?: {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Admin_Reorder_HelpInputs, {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Content_Admin_Reorder_HelpInputs = {};
