/**
* | output |
* | --- |
* | "Sign out on every device?" |
*
* @param {Account_Sign_Out_Everywhere_TitleInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const account_sign_out_everywhere_title: ((inputs?: Account_Sign_Out_Everywhere_TitleInputs, options?: {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Sign_Out_Everywhere_TitleInputs, {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Account_Sign_Out_Everywhere_TitleInputs = {};
