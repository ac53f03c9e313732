/**
* | output |
* | --- |
* | "To {recipients}" |
*
* @param {Console_Outbox_To_RecipientsInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const console_outbox_to_recipients: ((inputs: Console_Outbox_To_RecipientsInputs, options?: {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Console_Outbox_To_RecipientsInputs, {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Console_Outbox_To_RecipientsInputs = {
    recipients: NonNullable<unknown>;
};
