/**
* | output |
* | --- |
* | "This mail cannot be sent again." |
*
* @param {Refusal_Mail_Not_RetryableInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const refusal_mail_not_retryable: ((inputs?: Refusal_Mail_Not_RetryableInputs, options?: {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Refusal_Mail_Not_RetryableInputs, {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Refusal_Mail_Not_RetryableInputs = {};
