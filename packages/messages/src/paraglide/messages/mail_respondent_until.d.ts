/**
* | output |
* | --- |
* | "The link works until {date}. If you did not expect this email, you can ignore it." |
*
* @param {Mail_Respondent_UntilInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const mail_respondent_until: ((inputs: Mail_Respondent_UntilInputs, options?: {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Respondent_UntilInputs, {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Mail_Respondent_UntilInputs = {
    date: NonNullable<unknown>;
};
