/**
* | output |
* | --- |
* | "This support request is no longer open." |
*
* @param {Refusal_Support_Request_ClosedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const refusal_support_request_closed: ((inputs?: Refusal_Support_Request_ClosedInputs, options?: {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Refusal_Support_Request_ClosedInputs, {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Refusal_Support_Request_ClosedInputs = {};
