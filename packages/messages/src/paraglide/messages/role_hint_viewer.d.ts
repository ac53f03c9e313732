/**
* | output |
* | --- |
* | "Sees tenants, assessments and roadmaps" |
*
* @param {Role_Hint_ViewerInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const role_hint_viewer: ((inputs?: Role_Hint_ViewerInputs, options?: {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Role_Hint_ViewerInputs, {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Role_Hint_ViewerInputs = {};
