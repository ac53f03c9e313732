/**
* | output |
* | --- |
* | "This account is a shared-access account. Sign up with another email address to create an organisation." |
*
* @param {Refusal_Shared_AccountInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const refusal_shared_account: ((inputs?: Refusal_Shared_AccountInputs, options?: {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Refusal_Shared_AccountInputs, {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Refusal_Shared_AccountInputs = {};
