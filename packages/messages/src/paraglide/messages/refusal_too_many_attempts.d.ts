/**
* | output |
* | --- |
* | "Too many attempts. Try again in an hour." |
*
* @param {Refusal_Too_Many_AttemptsInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const refusal_too_many_attempts: ((inputs?: Refusal_Too_Many_AttemptsInputs, options?: {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Refusal_Too_Many_AttemptsInputs, {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Refusal_Too_Many_AttemptsInputs = {};
