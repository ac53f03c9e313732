/**
* | output |
* | --- |
* | "; the highlighted tenant shows its difference from the median" |
*
* @param {Tcompare_Caption_HighlightInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tcompare_caption_highlight: ((inputs?: Tcompare_Caption_HighlightInputs, options?: {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tcompare_Caption_HighlightInputs, {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Tcompare_Caption_HighlightInputs = {};
