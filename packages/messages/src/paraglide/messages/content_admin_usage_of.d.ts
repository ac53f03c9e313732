/**
* | output |
* | --- |
* | "{count} of {max} private baselines on your plan" |
*
* @param {Content_Admin_Usage_OfInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const content_admin_usage_of: ((inputs: Content_Admin_Usage_OfInputs, options?: {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Admin_Usage_OfInputs, {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Content_Admin_Usage_OfInputs = {
    count: NonNullable<unknown>;
    max: NonNullable<unknown>;
};
