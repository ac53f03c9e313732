/**
* | output |
* | --- |
* | "Not applicable" |
*
* @param {Answer_State_Not_ApplicableInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const answer_state_not_applicable: ((inputs?: Answer_State_Not_ApplicableInputs, options?: {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Answer_State_Not_ApplicableInputs, {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Answer_State_Not_ApplicableInputs = {};
