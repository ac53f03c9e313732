/**
* | output |
* | --- |
* | "Open this link to answer; no account is needed, and you can leave and come back to it:" |
*
* @param {Mail_Respondent_OpenInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const mail_respondent_open: ((inputs?: Mail_Respondent_OpenInputs, options?: {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Respondent_OpenInputs, {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Mail_Respondent_OpenInputs = {};
