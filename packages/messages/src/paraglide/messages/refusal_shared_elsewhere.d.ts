/**
* | output |
* | --- |
* | "This address is a shared user of another tenant. Their access there must be revoked first." |
*
* @param {Refusal_Shared_ElsewhereInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const refusal_shared_elsewhere: ((inputs?: Refusal_Shared_ElsewhereInputs, options?: {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Refusal_Shared_ElsewhereInputs, {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Refusal_Shared_ElsewhereInputs = {};
