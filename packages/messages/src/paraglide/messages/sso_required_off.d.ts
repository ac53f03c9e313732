/**
* | output |
* | --- |
* | "Single sign-on is no longer required for {domain}" |
*
* @param {Sso_Required_OffInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const sso_required_off: ((inputs: Sso_Required_OffInputs, options?: {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Sso_Required_OffInputs, {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Sso_Required_OffInputs = {
    domain: NonNullable<unknown>;
};
