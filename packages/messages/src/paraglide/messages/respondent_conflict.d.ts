/**
* | output |
* | --- |
* | "Someone else changed {control} while you were answering." |
*
* @param {Respondent_ConflictInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const respondent_conflict: ((inputs: Respondent_ConflictInputs, options?: {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Respondent_ConflictInputs, {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Respondent_ConflictInputs = {
    control: NonNullable<unknown>;
};
