/**
* | output |
* | --- |
* | "Two-step sign-in was cancelled: nothing was changed." |
*
* @param {Second_Step_CancelledInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const second_step_cancelled: ((inputs?: Second_Step_CancelledInputs, options?: {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Second_Step_CancelledInputs, {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Second_Step_CancelledInputs = {};
