/**
* | output |
* | --- |
* | "{answered} of {applicable}" |
*
* @param {Scores_Answered_OfInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const scores_answered_of: ((inputs: Scores_Answered_OfInputs, options?: {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Scores_Answered_OfInputs, {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Scores_Answered_OfInputs = {
    answered: NonNullable<unknown>;
    applicable: NonNullable<unknown>;
};
