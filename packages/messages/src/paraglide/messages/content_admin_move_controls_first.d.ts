/**
* | output |
* | --- |
* | "Move or remove its controls first" |
*
* @param {Content_Admin_Move_Controls_FirstInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const content_admin_move_controls_first: ((inputs?: Content_Admin_Move_Controls_FirstInputs, options?: {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Admin_Move_Controls_FirstInputs, {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Content_Admin_Move_Controls_FirstInputs = {};
