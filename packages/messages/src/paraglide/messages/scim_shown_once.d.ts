/**
* | output |
* | --- |
* | "This is the only time the token is shown. Paste it into your identity provider as its API or secret token now." |
*
* @param {Scim_Shown_OnceInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const scim_shown_once: ((inputs?: Scim_Shown_OnceInputs, options?: {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Scim_Shown_OnceInputs, {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Scim_Shown_OnceInputs = {};
