/**
* | output |
* | --- |
* | "Your organisation signs in with single sign-on" |
*
* @param {Sso_Signs_In_With_SsoInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const sso_signs_in_with_sso: ((inputs?: Sso_Signs_In_With_SsoInputs, options?: {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Sso_Signs_In_With_SsoInputs, {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Sso_Signs_In_With_SsoInputs = {};
