/**
* | output |
* | --- |
* | "The link works until {date}. If you did not expect this invitation, ignore this email." |
*
* @param {Mail_Member_UntilInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const mail_member_until: ((inputs: Mail_Member_UntilInputs, options?: {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Member_UntilInputs, {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Mail_Member_UntilInputs = {
    date: NonNullable<unknown>;
};
