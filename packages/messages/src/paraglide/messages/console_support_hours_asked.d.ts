/**
* | output |
* | --- |
* | "{hours} h asked" |
*
* @param {Console_Support_Hours_AskedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const console_support_hours_asked: ((inputs: Console_Support_Hours_AskedInputs, options?: {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Console_Support_Hours_AskedInputs, {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Console_Support_Hours_AskedInputs = {
    hours: NonNullable<unknown>;
};
