/**
* | output |
* | --- |
* | "Duplicate {name}" |
*
* @param {Content_Admin_Duplicate_OfInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const content_admin_duplicate_of: ((inputs: Content_Admin_Duplicate_OfInputs, options?: {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Admin_Duplicate_OfInputs, {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Content_Admin_Duplicate_OfInputs = {
    name: NonNullable<unknown>;
};
