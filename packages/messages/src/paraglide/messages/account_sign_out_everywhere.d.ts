/**
* | output |
* | --- |
* | "Sign out everywhere" |
*
* @param {Account_Sign_Out_EverywhereInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const account_sign_out_everywhere: ((inputs?: Account_Sign_Out_EverywhereInputs, options?: {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Sign_Out_EverywhereInputs, {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Account_Sign_Out_EverywhereInputs = {};
