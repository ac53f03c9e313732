/**
* | output |
* | --- |
* | "Last sign-in" |
*
* @param {Console_Users_Last_Sign_InInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const console_users_last_sign_in: ((inputs?: Console_Users_Last_Sign_InInputs, options?: {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Console_Users_Last_Sign_InInputs, {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Console_Users_Last_Sign_InInputs = {};
