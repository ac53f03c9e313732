/**
* | output |
* | --- |
* | "Not sent (local)" |
*
* @param {Console_Outbox_Not_Sent_LocalInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const console_outbox_not_sent_local: ((inputs?: Console_Outbox_Not_Sent_LocalInputs, options?: {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Console_Outbox_Not_Sent_LocalInputs, {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Console_Outbox_Not_Sent_LocalInputs = {};
