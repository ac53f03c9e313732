/**
* | output |
* | --- |
* | "viewer" |
*
* @param {Mail_Role_ViewerInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const mail_role_viewer: ((inputs?: Mail_Role_ViewerInputs, options?: {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Role_ViewerInputs, {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Mail_Role_ViewerInputs = {};
