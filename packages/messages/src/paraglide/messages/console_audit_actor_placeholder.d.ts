/**
* | output |
* | --- |
* | "Email or user id" |
*
* @param {Console_Audit_Actor_PlaceholderInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const console_audit_actor_placeholder: ((inputs?: Console_Audit_Actor_PlaceholderInputs, options?: {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Console_Audit_Actor_PlaceholderInputs, {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Console_Audit_Actor_PlaceholderInputs = {};
