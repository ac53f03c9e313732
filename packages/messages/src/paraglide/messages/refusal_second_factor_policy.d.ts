/**
* | output |
* | --- |
* | "Your organisation requires two-step sign-in: add a second step to continue." |
*
* @param {Refusal_Second_Factor_PolicyInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const refusal_second_factor_policy: ((inputs?: Refusal_Second_Factor_PolicyInputs, options?: {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Refusal_Second_Factor_PolicyInputs, {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Refusal_Second_Factor_PolicyInputs = {};
