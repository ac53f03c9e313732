/**
* | output |
* | --- |
* | "Next domain" |
*
* @param {Shortcut_Next_DomainInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const shortcut_next_domain: ((inputs?: Shortcut_Next_DomainInputs, options?: {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shortcut_Next_DomainInputs, {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Shortcut_Next_DomainInputs = {};
