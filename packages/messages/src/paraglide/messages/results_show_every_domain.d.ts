/**
* | output |
* | --- |
* | "Show every domain" |
*
* @param {Results_Show_Every_DomainInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const results_show_every_domain: ((inputs?: Results_Show_Every_DomainInputs, options?: {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Results_Show_Every_DomainInputs, {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Results_Show_Every_DomainInputs = {};
