/**
* | output |
* | --- |
* | "Only a completed assessment generates a roadmap: complete it first." |
*
* @param {Refusal_Assessment_Not_CompletedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const refusal_assessment_not_completed: ((inputs?: Refusal_Assessment_Not_CompletedInputs, options?: {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Refusal_Assessment_Not_CompletedInputs, {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Refusal_Assessment_Not_CompletedInputs = {};
