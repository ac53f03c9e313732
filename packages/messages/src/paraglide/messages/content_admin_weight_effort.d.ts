/**
* | output |
* | --- |
* | "W{weight} · {effort}" |
*
* @param {Content_Admin_Weight_EffortInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const content_admin_weight_effort: ((inputs: Content_Admin_Weight_EffortInputs, options?: {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Admin_Weight_EffortInputs, {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Content_Admin_Weight_EffortInputs = {
    weight: NonNullable<unknown>;
    effort: NonNullable<unknown>;
};
