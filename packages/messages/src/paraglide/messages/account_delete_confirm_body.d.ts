/**
* | output |
* | --- |
* | "This cannot be undone. Type your email address, {email}, to confirm." |
*
* @param {Account_Delete_Confirm_BodyInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const account_delete_confirm_body: ((inputs: Account_Delete_Confirm_BodyInputs, options?: {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Delete_Confirm_BodyInputs, {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Account_Delete_Confirm_BodyInputs = {
    email: NonNullable<unknown>;
};
