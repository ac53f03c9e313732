/**
* | output |
* | --- |
* | "Showing the first {shown} of {total} open items" |
*
* @param {Console_Support_First_OfInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const console_support_first_of: ((inputs: Console_Support_First_OfInputs, options?: {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Console_Support_First_OfInputs, {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Console_Support_First_OfInputs = {
    shown: NonNullable<unknown>;
    total: NonNullable<unknown>;
};
