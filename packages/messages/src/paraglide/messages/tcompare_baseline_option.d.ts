/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{baseline} ({count} tenant)" |
* | "other" | "{baseline} ({count} tenants)" |
*
* @param {Tcompare_Baseline_OptionInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tcompare_baseline_option: ((inputs: Tcompare_Baseline_OptionInputs, options?: {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tcompare_Baseline_OptionInputs, {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Tcompare_Baseline_OptionInputs = {
    count: NonNullable<unknown>;
    baseline: NonNullable<unknown>;
};
