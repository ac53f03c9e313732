/**
* | output |
* | --- |
* | "{done} of {total} controls" |
*
* @param {Assessments_Controls_DoneInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const assessments_controls_done: ((inputs: Assessments_Controls_DoneInputs, options?: {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Assessments_Controls_DoneInputs, {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Assessments_Controls_DoneInputs = {
    done: NonNullable<unknown>;
    total: NonNullable<unknown>;
};
