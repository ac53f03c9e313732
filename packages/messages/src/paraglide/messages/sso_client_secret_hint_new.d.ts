/**
* | output |
* | --- |
* | "Kept by Google Identity Platform only: Assay never shows it again." |
*
* @param {Sso_Client_Secret_Hint_NewInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const sso_client_secret_hint_new: ((inputs?: Sso_Client_Secret_Hint_NewInputs, options?: {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Sso_Client_Secret_Hint_NewInputs, {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Sso_Client_Secret_Hint_NewInputs = {};
