/**
* | output |
* | --- |
* | "{delta} vs median" |
*
* @param {Tcompare_Vs_MedianInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tcompare_vs_median: ((inputs: Tcompare_Vs_MedianInputs, options?: {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tcompare_Vs_MedianInputs, {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Tcompare_Vs_MedianInputs = {
    delta: NonNullable<unknown>;
};
