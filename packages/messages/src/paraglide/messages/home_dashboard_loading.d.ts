/**
* | output |
* | --- |
* | "Loading the dashboard" |
*
* @param {Home_Dashboard_LoadingInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const home_dashboard_loading: ((inputs?: Home_Dashboard_LoadingInputs, options?: {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Home_Dashboard_LoadingInputs, {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Home_Dashboard_LoadingInputs = {};
