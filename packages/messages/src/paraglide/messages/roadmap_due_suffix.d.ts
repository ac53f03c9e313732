/**
* | output |
* | --- |
* | "· due {date}" |
*
* @param {Roadmap_Due_SuffixInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const roadmap_due_suffix: ((inputs: Roadmap_Due_SuffixInputs, options?: {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Roadmap_Due_SuffixInputs, {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Roadmap_Due_SuffixInputs = {
    date: NonNullable<unknown>;
};
