/**
* | output |
* | --- |
* | "For someone who lost their phone or authenticator app: every second step of theirs is removed and they are signed out. They sign in with their password alone..." |
*
* @param {Members_Reset_DescriptionInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const members_reset_description: ((inputs?: Members_Reset_DescriptionInputs, options?: {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Members_Reset_DescriptionInputs, {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Members_Reset_DescriptionInputs = {};
