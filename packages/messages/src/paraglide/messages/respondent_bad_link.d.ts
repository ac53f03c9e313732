/**
* | output |
* | --- |
* | "It may have expired or been withdrawn, or it was copied incompletely. Ask the person who invited you to send a new link." |
*
* @param {Respondent_Bad_LinkInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const respondent_bad_link: ((inputs?: Respondent_Bad_LinkInputs, options?: {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Respondent_Bad_LinkInputs, {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Respondent_Bad_LinkInputs = {};
