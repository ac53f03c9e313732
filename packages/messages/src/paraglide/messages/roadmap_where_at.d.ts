/**
* | output |
* | --- |
* | "{bucket}, at {title}" |
*
* @param {Roadmap_Where_AtInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const roadmap_where_at: ((inputs: Roadmap_Where_AtInputs, options?: {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Roadmap_Where_AtInputs, {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Roadmap_Where_AtInputs = {
    bucket: NonNullable<unknown>;
    title: NonNullable<unknown>;
};
