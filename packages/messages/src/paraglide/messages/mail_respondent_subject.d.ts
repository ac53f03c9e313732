/**
* | output |
* | --- |
* | "{organisation} asks you to answer “{assessment}”" |
*
* @param {Mail_Respondent_SubjectInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const mail_respondent_subject: ((inputs: Mail_Respondent_SubjectInputs, options?: {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Respondent_SubjectInputs, {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Mail_Respondent_SubjectInputs = {
    organisation: NonNullable<unknown>;
    assessment: NonNullable<unknown>;
};
