/**
* | output |
* | --- |
* | "Enter the number with its country code, starting with +." |
*
* @param {Account_Second_Phone_InvalidInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const account_second_phone_invalid: ((inputs?: Account_Second_Phone_InvalidInputs, options?: {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Second_Phone_InvalidInputs, {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Account_Second_Phone_InvalidInputs = {};
