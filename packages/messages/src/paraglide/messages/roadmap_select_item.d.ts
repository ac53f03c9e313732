/**
* | output |
* | --- |
* | "Select {title}" |
*
* @param {Roadmap_Select_ItemInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const roadmap_select_item: ((inputs: Roadmap_Select_ItemInputs, options?: {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Roadmap_Select_ItemInputs, {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Roadmap_Select_ItemInputs = {
    title: NonNullable<unknown>;
};
