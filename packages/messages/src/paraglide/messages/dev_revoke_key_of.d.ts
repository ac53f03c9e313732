/**
* | output |
* | --- |
* | "Revoke the key {name}" |
*
* @param {Dev_Revoke_Key_OfInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const dev_revoke_key_of: ((inputs: Dev_Revoke_Key_OfInputs, options?: {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Dev_Revoke_Key_OfInputs, {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Dev_Revoke_Key_OfInputs = {
    name: NonNullable<unknown>;
};
