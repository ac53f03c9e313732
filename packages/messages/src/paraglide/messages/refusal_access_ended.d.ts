/**
* | output |
* | --- |
* | "This link does not work any more: it may have expired or been revoked. Ask the person who invited you for a new one." |
*
* @param {Refusal_Access_EndedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const refusal_access_ended: ((inputs?: Refusal_Access_EndedInputs, options?: {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Refusal_Access_EndedInputs, {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Refusal_Access_EndedInputs = {};
