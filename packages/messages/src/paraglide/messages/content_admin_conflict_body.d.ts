/**
* | output |
* | --- |
* | "Your changes are still here. Keep yours to save them over theirs, or load theirs and lose yours." |
*
* @param {Content_Admin_Conflict_BodyInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const content_admin_conflict_body: ((inputs?: Content_Admin_Conflict_BodyInputs, options?: {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Admin_Conflict_BodyInputs, {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Content_Admin_Conflict_BodyInputs = {};
