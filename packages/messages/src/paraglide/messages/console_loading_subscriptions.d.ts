/**
* | output |
* | --- |
* | "Loading subscriptions" |
*
* @param {Console_Loading_SubscriptionsInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const console_loading_subscriptions: ((inputs?: Console_Loading_SubscriptionsInputs, options?: {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Console_Loading_SubscriptionsInputs, {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Console_Loading_SubscriptionsInputs = {};
