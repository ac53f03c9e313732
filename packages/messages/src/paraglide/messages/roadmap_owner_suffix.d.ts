/**
* | output |
* | --- |
* | "· owner {name}" |
*
* @param {Roadmap_Owner_SuffixInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const roadmap_owner_suffix: ((inputs: Roadmap_Owner_SuffixInputs, options?: {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Roadmap_Owner_SuffixInputs, {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Roadmap_Owner_SuffixInputs = {
    name: NonNullable<unknown>;
};
