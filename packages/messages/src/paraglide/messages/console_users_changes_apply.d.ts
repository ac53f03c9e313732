/**
* | output |
* | --- |
* | "Every change applies on their next call and is recorded in the global audit log." |
*
* @param {Console_Users_Changes_ApplyInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const console_users_changes_apply: ((inputs?: Console_Users_Changes_ApplyInputs, options?: {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Console_Users_Changes_ApplyInputs, {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Console_Users_Changes_ApplyInputs = {};
