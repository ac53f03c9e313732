/**
* | output |
* | --- |
* | "This request was already sent. Reload the page and try again." |
*
* @param {Refusal_App_Check_ReplayedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const refusal_app_check_replayed: ((inputs?: Refusal_App_Check_ReplayedInputs, options?: {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Refusal_App_Check_ReplayedInputs, {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Refusal_App_Check_ReplayedInputs = {};
