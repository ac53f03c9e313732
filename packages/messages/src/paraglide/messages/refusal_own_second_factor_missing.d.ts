/**
* | output |
* | --- |
* | "Sign in with a second step yourself before requiring one of every member." |
*
* @param {Refusal_Own_Second_Factor_MissingInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const refusal_own_second_factor_missing: ((inputs?: Refusal_Own_Second_Factor_MissingInputs, options?: {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Refusal_Own_Second_Factor_MissingInputs, {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Refusal_Own_Second_Factor_MissingInputs = {};
