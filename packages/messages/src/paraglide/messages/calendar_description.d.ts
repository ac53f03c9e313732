/**
* | output |
* | --- |
* | "Subscribe to this address in your calendar app to see the roadmap’s open due dates. It is yours alone: anyone with it can read them, so keep it private." |
*
* @param {Calendar_DescriptionInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const calendar_description: ((inputs?: Calendar_DescriptionInputs, options?: {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Calendar_DescriptionInputs, {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Calendar_DescriptionInputs = {};
