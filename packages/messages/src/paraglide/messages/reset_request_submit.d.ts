/**
* | output |
* | --- |
* | "Email me a reset link" |
*
* @param {Reset_Request_SubmitInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const reset_request_submit: ((inputs?: Reset_Request_SubmitInputs, options?: {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Reset_Request_SubmitInputs, {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Reset_Request_SubmitInputs = {};
