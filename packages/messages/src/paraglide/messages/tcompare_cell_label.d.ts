/**
* | output |
* | --- |
* | "{label}: {score}. Open the results" |
*
* @param {Tcompare_Cell_LabelInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tcompare_cell_label: ((inputs: Tcompare_Cell_LabelInputs, options?: {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tcompare_Cell_LabelInputs, {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Tcompare_Cell_LabelInputs = {
    label: NonNullable<unknown>;
    score: NonNullable<unknown>;
};
