/**
* | output |
* | --- |
* | "Every organisation's subscription and its state; override or comp a plan until a date." |
*
* @param {Console_Tab_Subscriptions_DescriptionInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const console_tab_subscriptions_description: ((inputs?: Console_Tab_Subscriptions_DescriptionInputs, options?: {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Console_Tab_Subscriptions_DescriptionInputs, {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Console_Tab_Subscriptions_DescriptionInputs = {};
