/**
* | output |
* | --- |
* | "Share this tenant with people of the assessed organisation: they see its overview, completed results and roadmap, and nothing else." |
*
* @param {Sharing_Empty_DescriptionInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const sharing_empty_description: ((inputs?: Sharing_Empty_DescriptionInputs, options?: {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Sharing_Empty_DescriptionInputs, {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Sharing_Empty_DescriptionInputs = {};
