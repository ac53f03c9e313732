/**
* | output |
* | --- |
* | "Score {before} → {after}; coverage {coverageBefore} → {coverageAfter}." |
*
* @param {Move_ScoresInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const move_scores: ((inputs: Move_ScoresInputs, options?: {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Move_ScoresInputs, {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Move_ScoresInputs = {
    before: NonNullable<unknown>;
    after: NonNullable<unknown>;
    coverageBefore: NonNullable<unknown>;
    coverageAfter: NonNullable<unknown>;
};
