/**
* | output |
* | --- |
* | "Sign in with this email address ({email}); we will email you a sign-in link, no password needed:" |
*
* @param {Mail_Share_SigninInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const mail_share_signin: ((inputs: Mail_Share_SigninInputs, options?: {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Share_SigninInputs, {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Mail_Share_SigninInputs = {
    email: NonNullable<unknown>;
};
