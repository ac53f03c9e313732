/**
* | output |
* | --- |
* | "The dashboard could not be loaded" |
*
* @param {Home_Dashboard_FailedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const home_dashboard_failed: ((inputs?: Home_Dashboard_FailedInputs, options?: {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Home_Dashboard_FailedInputs, {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Home_Dashboard_FailedInputs = {};
