/**
* | output |
* | --- |
* | "{name} started" |
*
* @param {Assessments_Started_ToastInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const assessments_started_toast: ((inputs: Assessments_Started_ToastInputs, options?: {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Assessments_Started_ToastInputs, {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Assessments_Started_ToastInputs = {
    name: NonNullable<unknown>;
};
