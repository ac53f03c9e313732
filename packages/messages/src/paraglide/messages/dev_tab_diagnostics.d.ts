/**
* | output |
* | --- |
* | "Diagnostics" |
*
* @param {Dev_Tab_DiagnosticsInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const dev_tab_diagnostics: ((inputs?: Dev_Tab_DiagnosticsInputs, options?: {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Dev_Tab_DiagnosticsInputs, {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Dev_Tab_DiagnosticsInputs = {};
