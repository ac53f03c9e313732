/**
* | output |
* | --- |
* | "For someone who lost their phone or authenticator app (an organisation owner, typically: owners reset their members): every second step is removed and they a..." |
*
* @param {Console_Users_Reset_DescriptionInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const console_users_reset_description: ((inputs?: Console_Users_Reset_DescriptionInputs, options?: {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Console_Users_Reset_DescriptionInputs, {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Console_Users_Reset_DescriptionInputs = {};
