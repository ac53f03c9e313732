/**
* | output |
* | --- |
* | "Also manages owners and billing" |
*
* @param {Role_Hint_OwnerInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const role_hint_owner: ((inputs?: Role_Hint_OwnerInputs, options?: {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Role_Hint_OwnerInputs, {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Role_Hint_OwnerInputs = {};
