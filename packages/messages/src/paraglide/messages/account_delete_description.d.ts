/**
* | output |
* | --- |
* | "Deletes your sign-in and removes you from your organisation. What you wrote stays with the organisation, and its audit log keeps your name." |
*
* @param {Account_Delete_DescriptionInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const account_delete_description: ((inputs?: Account_Delete_DescriptionInputs, options?: {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Delete_DescriptionInputs, {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Account_Delete_DescriptionInputs = {};
