/**
* | output |
* | --- |
* | "{baseline} · version {version}" |
*
* @param {Common_Baseline_VersionInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const common_baseline_version: ((inputs: Common_Baseline_VersionInputs, options?: {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Common_Baseline_VersionInputs, {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Common_Baseline_VersionInputs = {
    baseline: NonNullable<unknown>;
    version: NonNullable<unknown>;
};
