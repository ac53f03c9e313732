/**
* | output |
* | --- |
* | "{used} · unlimited" |
*
* @param {Usage_UnlimitedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const usage_unlimited: ((inputs: Usage_UnlimitedInputs, options?: {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Usage_UnlimitedInputs, {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Usage_UnlimitedInputs = {
    used: NonNullable<unknown>;
};
