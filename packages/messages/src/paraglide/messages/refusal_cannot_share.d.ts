/**
* | output |
* | --- |
* | "This address belongs to a member of an organisation on Assay: members cannot be shared users. Ask them to use another address." |
*
* @param {Refusal_Cannot_ShareInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const refusal_cannot_share: ((inputs?: Refusal_Cannot_ShareInputs, options?: {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Refusal_Cannot_ShareInputs, {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Refusal_Cannot_ShareInputs = {};
