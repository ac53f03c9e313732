/**
* | output |
* | --- |
* | "You sign in with {email}. We send a link to the new address: the change happens when you open it, and {email} is told." |
*
* @param {Account_Email_DescriptionInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const account_email_description: ((inputs: Account_Email_DescriptionInputs, options?: {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Email_DescriptionInputs, {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Account_Email_DescriptionInputs = {
    email: NonNullable<unknown>;
};
