/**
* | output |
* | --- |
* | "Exported the first {count} organisations" |
*
* @param {Console_Org_Export_TruncatedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const console_org_export_truncated: ((inputs: Console_Org_Export_TruncatedInputs, options?: {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Console_Org_Export_TruncatedInputs, {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Console_Org_Export_TruncatedInputs = {
    count: NonNullable<unknown>;
};
