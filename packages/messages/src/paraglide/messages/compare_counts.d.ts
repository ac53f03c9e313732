/**
* | output |
* | --- |
* | "{improved} improved, {regressed} regressed, {unchanged} unchanged" |
*
* @param {Compare_CountsInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const compare_counts: ((inputs: Compare_CountsInputs, options?: {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Compare_CountsInputs, {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Compare_CountsInputs = {
    improved: NonNullable<unknown>;
    regressed: NonNullable<unknown>;
    unchanged: NonNullable<unknown>;
};
