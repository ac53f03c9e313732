/**
* | output |
* | --- |
* | "Comment from a shared user" |
*
* @param {Audit_Action_Shared_Roadmap_CommentInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const audit_action_shared_roadmap_comment: ((inputs?: Audit_Action_Shared_Roadmap_CommentInputs, options?: {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Audit_Action_Shared_Roadmap_CommentInputs, {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Audit_Action_Shared_Roadmap_CommentInputs = {};
