/**
* | output |
* | --- |
* | "{earned} of {weight}" |
*
* @param {Results_Earned_OfInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const results_earned_of: ((inputs: Results_Earned_OfInputs, options?: {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Results_Earned_OfInputs, {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Results_Earned_OfInputs = {
    earned: NonNullable<unknown>;
    weight: NonNullable<unknown>;
};
