/**
* | output |
* | --- |
* | "Every session of theirs must sign in again on its next call." |
*
* @param {Console_Users_Sign_Out_DescriptionInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const console_users_sign_out_description: ((inputs?: Console_Users_Sign_Out_DescriptionInputs, options?: {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Console_Users_Sign_Out_DescriptionInputs, {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Console_Users_Sign_Out_DescriptionInputs = {};
