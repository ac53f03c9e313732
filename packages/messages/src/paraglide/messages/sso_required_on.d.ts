/**
* | output |
* | --- |
* | "Single sign-on is now required for {domain}" |
*
* @param {Sso_Required_OnInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const sso_required_on: ((inputs: Sso_Required_OnInputs, options?: {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Sso_Required_OnInputs, {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Sso_Required_OnInputs = {
    domain: NonNullable<unknown>;
};
