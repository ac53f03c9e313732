/**
* | output |
* | --- |
* | "Answered" |
*
* @param {Scores_Col_AnsweredInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const scores_col_answered: ((inputs?: Scores_Col_AnsweredInputs, options?: {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Scores_Col_AnsweredInputs, {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Scores_Col_AnsweredInputs = {};
