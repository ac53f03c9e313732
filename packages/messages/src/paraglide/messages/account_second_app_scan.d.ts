/**
* | output |
* | --- |
* | "Scan this code with your authenticator app (Google Authenticator, 1Password, Authy…), or type the setup key in, then enter the code the app shows." |
*
* @param {Account_Second_App_ScanInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const account_second_app_scan: ((inputs?: Account_Second_App_ScanInputs, options?: {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Second_App_ScanInputs, {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Account_Second_App_ScanInputs = {};
