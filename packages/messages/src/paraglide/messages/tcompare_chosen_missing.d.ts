/**
* | output |
* | --- |
* | "The chosen tenant has no completed assessment of this baseline." |
*
* @param {Tcompare_Chosen_MissingInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tcompare_chosen_missing: ((inputs?: Tcompare_Chosen_MissingInputs, options?: {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tcompare_Chosen_MissingInputs, {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Tcompare_Chosen_MissingInputs = {};
