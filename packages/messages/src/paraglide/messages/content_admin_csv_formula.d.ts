/**
* | output |
* | --- |
* | "A cell that starts with =, +, - or @ is refused, as spreadsheets run it as a formula; put an apostrophe in front to keep it as text." |
*
* @param {Content_Admin_Csv_FormulaInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const content_admin_csv_formula: ((inputs?: Content_Admin_Csv_FormulaInputs, options?: {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Admin_Csv_FormulaInputs, {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Content_Admin_Csv_FormulaInputs = {};
