/**
* | output |
* | --- |
* | "You are invited to join {organisation} on Assay" |
*
* @param {Mail_Member_SubjectInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const mail_member_subject: ((inputs: Mail_Member_SubjectInputs, options?: {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Member_SubjectInputs, {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Mail_Member_SubjectInputs = {
    organisation: NonNullable<unknown>;
};
