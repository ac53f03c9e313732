/**
* | output |
* | --- |
* | "Sign in with Google" |
*
* @param {Emulated_Google_ConfirmInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const emulated_google_confirm: ((inputs?: Emulated_Google_ConfirmInputs, options?: {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Emulated_Google_ConfirmInputs, {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Emulated_Google_ConfirmInputs = {};
