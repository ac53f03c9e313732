/**
* | output |
* | --- |
* | "Password reset" |
*
* @param {Console_Auth_Link_Password_ResetInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const console_auth_link_password_reset: ((inputs?: Console_Auth_Link_Password_ResetInputs, options?: {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Console_Auth_Link_Password_ResetInputs, {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Console_Auth_Link_Password_ResetInputs = {};
