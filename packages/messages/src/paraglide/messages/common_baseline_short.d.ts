/**
* | output |
* | --- |
* | "{baseline} · v{version}" |
*
* @param {Common_Baseline_ShortInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const common_baseline_short: ((inputs: Common_Baseline_ShortInputs, options?: {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Common_Baseline_ShortInputs, {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Common_Baseline_ShortInputs = {
    baseline: NonNullable<unknown>;
    version: NonNullable<unknown>;
};
