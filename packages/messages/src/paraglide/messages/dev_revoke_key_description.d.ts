/**
* | output |
* | --- |
* | "Requests with this key are refused from the next one on. This cannot be undone." |
*
* @param {Dev_Revoke_Key_DescriptionInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const dev_revoke_key_description: ((inputs?: Dev_Revoke_Key_DescriptionInputs, options?: {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Dev_Revoke_Key_DescriptionInputs, {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Dev_Revoke_Key_DescriptionInputs = {};
