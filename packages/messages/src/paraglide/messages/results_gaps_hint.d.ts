/**
* | output |
* | --- |
* | "{notMet} not met, {partial} partial, {unanswered} unanswered" |
*
* @param {Results_Gaps_HintInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const results_gaps_hint: ((inputs: Results_Gaps_HintInputs, options?: {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Results_Gaps_HintInputs, {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Results_Gaps_HintInputs = {
    notMet: NonNullable<unknown>;
    partial: NonNullable<unknown>;
    unanswered: NonNullable<unknown>;
};
