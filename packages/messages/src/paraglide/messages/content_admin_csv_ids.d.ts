/**
* | output |
* | --- |
* | "Optional. Keys that keep controls and domains paired across versions; exports fill them in." |
*
* @param {Content_Admin_Csv_IdsInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const content_admin_csv_ids: ((inputs?: Content_Admin_Csv_IdsInputs, options?: {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Admin_Csv_IdsInputs, {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Content_Admin_Csv_IdsInputs = {};
