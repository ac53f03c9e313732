/**
* | output |
* | --- |
* | "Controls appear here once a baseline is published." |
*
* @param {Explore_No_Controls_YetInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const explore_no_controls_yet: ((inputs?: Explore_No_Controls_YetInputs, options?: {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Explore_No_Controls_YetInputs, {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Explore_No_Controls_YetInputs = {};
