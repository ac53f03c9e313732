/**
* | output |
* | --- |
* | "The organisation is back on its paid plan from the start of this day (UTC)." |
*
* @param {Console_Subs_Ends_HintInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const console_subs_ends_hint: ((inputs?: Console_Subs_Ends_HintInputs, options?: {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Console_Subs_Ends_HintInputs, {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Console_Subs_Ends_HintInputs = {};
