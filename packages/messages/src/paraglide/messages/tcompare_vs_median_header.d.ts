/**
* | output |
* | --- |
* | "vs median" |
*
* @param {Tcompare_Vs_Median_HeaderInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tcompare_vs_median_header: ((inputs?: Tcompare_Vs_Median_HeaderInputs, options?: {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tcompare_Vs_Median_HeaderInputs, {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Tcompare_Vs_Median_HeaderInputs = {};
