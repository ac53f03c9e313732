/**
* | output |
* | --- |
* | "Optional. The text in German, with the same limits; likewise @fr, @nl and @es. An empty cell shows the English text. domain@de names the domain on its domain..." |
*
* @param {Content_Admin_Csv_TranslationsInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const content_admin_csv_translations: ((inputs?: Content_Admin_Csv_TranslationsInputs, options?: {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Admin_Csv_TranslationsInputs, {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Content_Admin_Csv_TranslationsInputs = {};
