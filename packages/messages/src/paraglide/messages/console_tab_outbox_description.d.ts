/**
* | output |
* | --- |
* | "Every mail the service queued with its delivery state: search by recipient, resend a failed one." |
*
* @param {Console_Tab_Outbox_DescriptionInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const console_tab_outbox_description: ((inputs?: Console_Tab_Outbox_DescriptionInputs, options?: {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Console_Tab_Outbox_DescriptionInputs, {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Console_Tab_Outbox_DescriptionInputs = {};
