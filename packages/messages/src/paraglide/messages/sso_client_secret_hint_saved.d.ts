/**
* | output |
* | --- |
* | "A secret is saved. Enter a new one only to replace it." |
*
* @param {Sso_Client_Secret_Hint_SavedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const sso_client_secret_hint_saved: ((inputs?: Sso_Client_Secret_Hint_SavedInputs, options?: {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Sso_Client_Secret_Hint_SavedInputs, {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Sso_Client_Secret_Hint_SavedInputs = {};
