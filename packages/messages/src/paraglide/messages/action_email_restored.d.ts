/**
* | output |
* | --- |
* | "Your email address is changed back. If you did not ask for the change, reset your password now." |
*
* @param {Action_Email_RestoredInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const action_email_restored: ((inputs?: Action_Email_RestoredInputs, options?: {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Action_Email_RestoredInputs, {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Action_Email_RestoredInputs = {};
