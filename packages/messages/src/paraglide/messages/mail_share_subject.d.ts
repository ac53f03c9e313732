/**
* | output |
* | --- |
* | "{organisation} shared the results of {tenant} with you" |
*
* @param {Mail_Share_SubjectInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const mail_share_subject: ((inputs: Mail_Share_SubjectInputs, options?: {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Share_SubjectInputs, {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Mail_Share_SubjectInputs = {
    organisation: NonNullable<unknown>;
    tenant: NonNullable<unknown>;
};
