/**
* | output |
* | --- |
* | "Deletes your sign-in and ends your access to the tenant shared with you. The organisation that shared it is told in its audit log." |
*
* @param {Account_Delete_Description_SharedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const account_delete_description_shared: ((inputs?: Account_Delete_Description_SharedInputs, options?: {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Delete_Description_SharedInputs, {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Account_Delete_Description_SharedInputs = {};
