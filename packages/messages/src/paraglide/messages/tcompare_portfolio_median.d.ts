/**
* | output |
* | --- |
* | "Portfolio median" |
*
* @param {Tcompare_Portfolio_MedianInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tcompare_portfolio_median: ((inputs?: Tcompare_Portfolio_MedianInputs, options?: {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tcompare_Portfolio_MedianInputs, {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Tcompare_Portfolio_MedianInputs = {};
