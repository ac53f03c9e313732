/**
* | output |
* | --- |
* | "Shown to system developers only." |
*
* @param {Dev_Diagnostics_CardInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const dev_diagnostics_card: ((inputs?: Dev_Diagnostics_CardInputs, options?: {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Dev_Diagnostics_CardInputs, {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Dev_Diagnostics_CardInputs = {};
