/**
* | countPlural | output |
* | --- | --- |
* | "one" | "And {shown} more problem." |
* | "other" | "And {shown} more problems." |
*
* @param {Content_Admin_More_ProblemsInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const content_admin_more_problems: ((inputs: Content_Admin_More_ProblemsInputs, options?: {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Admin_More_ProblemsInputs, {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Content_Admin_More_ProblemsInputs = {
    count: NonNullable<unknown>;
    shown: NonNullable<unknown>;
};
