/**
* | output |
* | --- |
* | "until {date}" |
*
* @param {Console_Support_UntilInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const console_support_until: ((inputs: Console_Support_UntilInputs, options?: {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Console_Support_UntilInputs, {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Console_Support_UntilInputs = {
    date: NonNullable<unknown>;
};
