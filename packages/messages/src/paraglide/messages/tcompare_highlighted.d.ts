/**
* | output |
* | --- |
* | "{tenant} is highlighted against the portfolio median." |
*
* @param {Tcompare_HighlightedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tcompare_highlighted: ((inputs: Tcompare_HighlightedInputs, options?: {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tcompare_HighlightedInputs, {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Tcompare_HighlightedInputs = {
    tenant: NonNullable<unknown>;
};
