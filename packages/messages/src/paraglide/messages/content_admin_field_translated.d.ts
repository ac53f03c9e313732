/**
* | output |
* | --- |
* | "{field} ({language})" |
*
* @param {Content_Admin_Field_TranslatedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const content_admin_field_translated: ((inputs: Content_Admin_Field_TranslatedInputs, options?: {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Admin_Field_TranslatedInputs, {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Content_Admin_Field_TranslatedInputs = {
    field: NonNullable<unknown>;
    language: NonNullable<unknown>;
};
