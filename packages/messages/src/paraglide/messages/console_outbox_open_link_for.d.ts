/**
* | output |
* | --- |
* | "Open link: {kind} for {email}" |
*
* @param {Console_Outbox_Open_Link_ForInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const console_outbox_open_link_for: ((inputs: Console_Outbox_Open_Link_ForInputs, options?: {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Console_Outbox_Open_Link_ForInputs, {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Console_Outbox_Open_Link_ForInputs = {
    kind: NonNullable<unknown>;
    email: NonNullable<unknown>;
};
