/**
* | output |
* | --- |
* | "Someone from a verified domain who signs in with your provider for the first time joins with this role." |
*
* @param {Sso_Default_Role_HintInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const sso_default_role_hint: ((inputs?: Sso_Default_Role_HintInputs, options?: {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Sso_Default_Role_HintInputs, {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Sso_Default_Role_HintInputs = {};
