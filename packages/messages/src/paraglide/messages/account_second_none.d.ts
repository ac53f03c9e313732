/**
* | output |
* | --- |
* | "Two-step sign-in is off. Add an authenticator app (recommended) or a phone." |
*
* @param {Account_Second_NoneInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const account_second_none: ((inputs?: Account_Second_NoneInputs, options?: {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Second_NoneInputs, {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Account_Second_NoneInputs = {};
