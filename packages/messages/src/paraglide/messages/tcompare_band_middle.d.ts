/**
* | output |
* | --- |
* | "{low} to {high}" |
*
* @param {Tcompare_Band_MiddleInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tcompare_band_middle: ((inputs: Tcompare_Band_MiddleInputs, options?: {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tcompare_Band_MiddleInputs, {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Tcompare_Band_MiddleInputs = {
    low: NonNullable<unknown>;
    high: NonNullable<unknown>;
};
