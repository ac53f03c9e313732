/**
* | output |
* | --- |
* | "{inviter} invited you to join {organisation} on Assay as {role}." |
*
* @param {Mail_Member_IntroInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const mail_member_intro: ((inputs: Mail_Member_IntroInputs, options?: {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Member_IntroInputs, {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Mail_Member_IntroInputs = {
    inviter: NonNullable<unknown>;
    organisation: NonNullable<unknown>;
    role: NonNullable<unknown>;
};
