/**
* | output |
* | --- |
* | "Sign in with the identity provider (emulator)" |
*
* @param {Emulated_Sso_TitleInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const emulated_sso_title: ((inputs?: Emulated_Sso_TitleInputs, options?: {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Emulated_Sso_TitleInputs, {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Emulated_Sso_TitleInputs = {};
