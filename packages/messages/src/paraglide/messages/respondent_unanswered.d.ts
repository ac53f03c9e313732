/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{count} of your controls has no answer yet." |
* | "other" | "{count} of your controls have no answer yet." |
*
* @param {Respondent_UnansweredInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const respondent_unanswered: ((inputs: Respondent_UnansweredInputs, options?: {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Respondent_UnansweredInputs, {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Respondent_UnansweredInputs = {
    count: NonNullable<unknown>;
};
