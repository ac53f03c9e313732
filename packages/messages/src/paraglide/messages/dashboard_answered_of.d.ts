/**
* | output |
* | --- |
* | "{answered} of {applicable} controls answered" |
*
* @param {Dashboard_Answered_OfInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const dashboard_answered_of: ((inputs: Dashboard_Answered_OfInputs, options?: {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Dashboard_Answered_OfInputs, {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Dashboard_Answered_OfInputs = {
    answered: NonNullable<unknown>;
    applicable: NonNullable<unknown>;
};
