/**
* | output |
* | --- |
* | "Email verification" |
*
* @param {Console_Auth_Link_Verify_EmailInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const console_auth_link_verify_email: ((inputs?: Console_Auth_Link_Verify_EmailInputs, options?: {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Console_Auth_Link_Verify_EmailInputs, {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Console_Auth_Link_Verify_EmailInputs = {};
