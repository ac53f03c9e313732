/**
* | output |
* | --- |
* | "Below {value}" |
*
* @param {Tcompare_Band_LowInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tcompare_band_low: ((inputs: Tcompare_Band_LowInputs, options?: {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tcompare_Band_LowInputs, {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Tcompare_Band_LowInputs = {
    value: NonNullable<unknown>;
};
