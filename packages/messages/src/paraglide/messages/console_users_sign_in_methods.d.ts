/**
* | output |
* | --- |
* | "Sign-in methods" |
*
* @param {Console_Users_Sign_In_MethodsInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const console_users_sign_in_methods: ((inputs?: Console_Users_Sign_In_MethodsInputs, options?: {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Console_Users_Sign_In_MethodsInputs, {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Console_Users_Sign_In_MethodsInputs = {};
