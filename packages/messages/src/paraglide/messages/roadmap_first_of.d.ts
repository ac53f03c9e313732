/**
* | output |
* | --- |
* | "(the first {shown} of {total})" |
*
* @param {Roadmap_First_OfInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const roadmap_first_of: ((inputs: Roadmap_First_OfInputs, options?: {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Roadmap_First_OfInputs, {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Roadmap_First_OfInputs = {
    shown: NonNullable<unknown>;
    total: NonNullable<unknown>;
};
