/**
* | output |
* | --- |
* | "Use their answer" |
*
* @param {Conflict_Use_TheirsInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const conflict_use_theirs: ((inputs?: Conflict_Use_TheirsInputs, options?: {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Conflict_Use_TheirsInputs, {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Conflict_Use_TheirsInputs = {};
