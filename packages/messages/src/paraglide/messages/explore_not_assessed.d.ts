/**
* | output |
* | --- |
* | "Not assessed against this baseline" |
*
* @param {Explore_Not_AssessedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const explore_not_assessed: ((inputs?: Explore_Not_AssessedInputs, options?: {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Explore_Not_AssessedInputs, {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Explore_Not_AssessedInputs = {};
