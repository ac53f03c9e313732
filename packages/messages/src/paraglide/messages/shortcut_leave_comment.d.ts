/**
* | output |
* | --- |
* | "Leave the comment, back to the list" |
*
* @param {Shortcut_Leave_CommentInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const shortcut_leave_comment: ((inputs?: Shortcut_Leave_CommentInputs, options?: {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shortcut_Leave_CommentInputs, {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Shortcut_Leave_CommentInputs = {};
