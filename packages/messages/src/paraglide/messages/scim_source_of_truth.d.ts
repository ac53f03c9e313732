/**
* | output |
* | --- |
* | "Your identity provider now manages membership: a member you remove here is added back at its next sync while the provider still assigns them to Assay. Unassi..." |
*
* @param {Scim_Source_Of_TruthInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const scim_source_of_truth: ((inputs?: Scim_Source_Of_TruthInputs, options?: {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Scim_Source_Of_TruthInputs, {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Scim_Source_Of_TruthInputs = {};
