/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{count} applicable control is still unanswered; it counts as not met. Answers can still be corrected during review." |
* | "other" | "{count} applicable controls are still unanswered; they count as not met. Answers can still be corrected during review." |
*
* @param {Assessment_Submit_UnansweredInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const assessment_submit_unanswered: ((inputs: Assessment_Submit_UnansweredInputs, options?: {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Assessment_Submit_UnansweredInputs, {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Assessment_Submit_UnansweredInputs = {
    count: NonNullable<unknown>;
};
