/**
* | countPlural | output |
* | --- | --- |
* | "one" | "Not saved: fix {shown} problem to save" |
* | "other" | "Not saved: fix {shown} problems to save" |
*
* @param {Content_Admin_Fix_ProblemsInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const content_admin_fix_problems: ((inputs: Content_Admin_Fix_ProblemsInputs, options?: {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Admin_Fix_ProblemsInputs, {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Content_Admin_Fix_ProblemsInputs = {
    count: NonNullable<unknown>;
    shown: NonNullable<unknown>;
};
