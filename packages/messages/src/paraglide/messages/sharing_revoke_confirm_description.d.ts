/**
* | output |
* | --- |
* | "They are signed out on their next action and can no longer see this tenant. You can share it with them again later." |
*
* @param {Sharing_Revoke_Confirm_DescriptionInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const sharing_revoke_confirm_description: ((inputs?: Sharing_Revoke_Confirm_DescriptionInputs, options?: {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Sharing_Revoke_Confirm_DescriptionInputs, {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Sharing_Revoke_Confirm_DescriptionInputs = {};
