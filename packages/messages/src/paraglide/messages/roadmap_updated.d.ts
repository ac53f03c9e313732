/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{count} item updated" |
* | "other" | "{count} items updated" |
*
* @param {Roadmap_UpdatedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const roadmap_updated: ((inputs: Roadmap_UpdatedInputs, options?: {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Roadmap_UpdatedInputs, {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Roadmap_UpdatedInputs = {
    count: NonNullable<unknown>;
};
