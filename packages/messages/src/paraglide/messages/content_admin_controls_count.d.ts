/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{shown} control" |
* | "other" | "{shown} controls" |
*
* @param {Content_Admin_Controls_CountInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const content_admin_controls_count: ((inputs: Content_Admin_Controls_CountInputs, options?: {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Admin_Controls_CountInputs, {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Content_Admin_Controls_CountInputs = {
    count: NonNullable<unknown>;
    shown: NonNullable<unknown>;
};
