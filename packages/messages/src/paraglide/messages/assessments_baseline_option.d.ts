/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{baseline} · v{version} · {count} control" |
* | "other" | "{baseline} · v{version} · {count} controls" |
*
* @param {Assessments_Baseline_OptionInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const assessments_baseline_option: ((inputs: Assessments_Baseline_OptionInputs, options?: {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Assessments_Baseline_OptionInputs, {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Assessments_Baseline_OptionInputs = {
    count: NonNullable<unknown>;
    baseline: NonNullable<unknown>;
    version: NonNullable<unknown>;
};
