/**
* | output |
* | --- |
* | "You are signed out everywhere." |
*
* @param {Account_Signed_Out_EverywhereInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const account_signed_out_everywhere: ((inputs?: Account_Signed_Out_EverywhereInputs, options?: {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Signed_Out_EverywhereInputs, {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Account_Signed_Out_EverywhereInputs = {};
