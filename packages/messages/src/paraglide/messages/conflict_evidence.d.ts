/**
* | output |
* | --- |
* | "Evidence: {value}" |
*
* @param {Conflict_EvidenceInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const conflict_evidence: ((inputs: Conflict_EvidenceInputs, options?: {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Conflict_EvidenceInputs, {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Conflict_EvidenceInputs = {
    value: NonNullable<unknown>;
};
