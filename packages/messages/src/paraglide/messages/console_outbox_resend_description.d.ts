/**
* | output |
* | --- |
* | "The Trigger Email extension tries once more to deliver “{subject}” to {to}. The resend is recorded in the global audit log." |
*
* @param {Console_Outbox_Resend_DescriptionInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const console_outbox_resend_description: ((inputs: Console_Outbox_Resend_DescriptionInputs, options?: {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Console_Outbox_Resend_DescriptionInputs, {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Console_Outbox_Resend_DescriptionInputs = {
    subject: NonNullable<unknown>;
    to: NonNullable<unknown>;
};
