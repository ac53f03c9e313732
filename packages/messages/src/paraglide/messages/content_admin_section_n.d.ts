/**
* | output |
* | --- |
* | "{section} {row}" |
*
* @param {Content_Admin_Section_NInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const content_admin_section_n: ((inputs: Content_Admin_Section_NInputs, options?: {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Admin_Section_NInputs, {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Content_Admin_Section_NInputs = {
    section: NonNullable<unknown>;
    row: NonNullable<unknown>;
};
