/**
* | output |
* | --- |
* | "Your name appears to the organisation that shared the tenant with you." |
*
* @param {Account_Profile_Description_SharedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const account_profile_description_shared: ((inputs?: Account_Profile_Description_SharedInputs, options?: {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Profile_Description_SharedInputs, {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Account_Profile_Description_SharedInputs = {};
