/**
* | totalPlural | output |
* | --- | --- |
* | "one" | "{answered} of {total} control answered" |
* | "other" | "{answered} of {total} controls answered" |
*
* @param {Respondent_Progress_ValueInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const respondent_progress_value: ((inputs: Respondent_Progress_ValueInputs, options?: {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Respondent_Progress_ValueInputs, {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Respondent_Progress_ValueInputs = {
    total: NonNullable<unknown>;
    answered: NonNullable<unknown>;
};
