/**
* | output |
* | --- |
* | "Members with an address at your organisation’s domain sign in through its identity provider. Sign in with it again to continue." |
*
* @param {Sso_Required_BodyInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const sso_required_body: ((inputs?: Sso_Required_BodyInputs, options?: {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Sso_Required_BodyInputs, {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Sso_Required_BodyInputs = {};
