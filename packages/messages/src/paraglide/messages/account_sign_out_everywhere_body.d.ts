/**
* | output |
* | --- |
* | "Every session ends at once, this one included. You can sign in again right after." |
*
* @param {Account_Sign_Out_Everywhere_BodyInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const account_sign_out_everywhere_body: ((inputs?: Account_Sign_Out_Everywhere_BodyInputs, options?: {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Sign_Out_Everywhere_BodyInputs, {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Account_Sign_Out_Everywhere_BodyInputs = {};
