/**
* | output |
* | --- |
* | "{inviter} of {organisation} shared the assessment results of {tenant} with you on Assay, read-only." |
*
* @param {Mail_Share_IntroInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const mail_share_intro: ((inputs: Mail_Share_IntroInputs, options?: {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Share_IntroInputs, {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Mail_Share_IntroInputs = {
    inviter: NonNullable<unknown>;
    organisation: NonNullable<unknown>;
    tenant: NonNullable<unknown>;
};
