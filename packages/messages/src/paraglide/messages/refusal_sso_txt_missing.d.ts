/**
* | output |
* | --- |
* | "The TXT record was not found yet. Check it at your DNS host; changes can take a while to appear." |
*
* @param {Refusal_Sso_Txt_MissingInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const refusal_sso_txt_missing: ((inputs?: Refusal_Sso_Txt_MissingInputs, options?: {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Refusal_Sso_Txt_MissingInputs, {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Refusal_Sso_Txt_MissingInputs = {};
