/**
* | output |
* | --- |
* | "Any address you created before no longer works." |
*
* @param {Calendar_Old_GoneInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const calendar_old_gone: ((inputs?: Calendar_Old_GoneInputs, options?: {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Calendar_Old_GoneInputs, {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Calendar_Old_GoneInputs = {};
