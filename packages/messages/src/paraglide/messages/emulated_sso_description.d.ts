/**
* | output |
* | --- |
* | "The local Auth emulator stands in for your organisation’s identity provider: choose the name to sign in with." |
*
* @param {Emulated_Sso_DescriptionInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const emulated_sso_description: ((inputs?: Emulated_Sso_DescriptionInputs, options?: {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Emulated_Sso_DescriptionInputs, {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Emulated_Sso_DescriptionInputs = {};
