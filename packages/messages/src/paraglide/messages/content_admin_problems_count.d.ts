/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{shown} problem" |
* | "other" | "{shown} problems" |
*
* @param {Content_Admin_Problems_CountInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const content_admin_problems_count: ((inputs: Content_Admin_Problems_CountInputs, options?: {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Admin_Problems_CountInputs, {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Content_Admin_Problems_CountInputs = {
    count: NonNullable<unknown>;
    shown: NonNullable<unknown>;
};
