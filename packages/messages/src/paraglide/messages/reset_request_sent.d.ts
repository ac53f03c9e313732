/**
* | output |
* | --- |
* | "If an account uses {email}, a link to choose a new password is on its way. It works for one hour." |
*
* @param {Reset_Request_SentInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const reset_request_sent: ((inputs: Reset_Request_SentInputs, options?: {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Reset_Request_SentInputs, {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Reset_Request_SentInputs = {
    email: NonNullable<unknown>;
};
