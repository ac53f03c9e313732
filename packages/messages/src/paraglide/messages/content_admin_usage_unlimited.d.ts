/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{shown} private baseline (unlimited on your plan)" |
* | "other" | "{shown} private baselines (unlimited on your plan)" |
*
* @param {Content_Admin_Usage_UnlimitedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const content_admin_usage_unlimited: ((inputs: Content_Admin_Usage_UnlimitedInputs, options?: {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Admin_Usage_UnlimitedInputs, {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Content_Admin_Usage_UnlimitedInputs = {
    count: NonNullable<unknown>;
    shown: NonNullable<unknown>;
};
