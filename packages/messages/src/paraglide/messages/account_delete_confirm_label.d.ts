/**
* | output |
* | --- |
* | "Your email address" |
*
* @param {Account_Delete_Confirm_LabelInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const account_delete_confirm_label: ((inputs?: Account_Delete_Confirm_LabelInputs, options?: {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Delete_Confirm_LabelInputs, {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Account_Delete_Confirm_LabelInputs = {};
