/**
* | output |
* | --- |
* | "Accept the invitation (sign in or create an account with {email}):" |
*
* @param {Mail_Member_AcceptInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const mail_member_accept: ((inputs: Mail_Member_AcceptInputs, options?: {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Member_AcceptInputs, {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Mail_Member_AcceptInputs = {
    email: NonNullable<unknown>;
};
