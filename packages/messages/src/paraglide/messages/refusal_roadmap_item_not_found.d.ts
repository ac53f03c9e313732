/**
* | output |
* | --- |
* | "This roadmap item does not exist or you cannot see it." |
*
* @param {Refusal_Roadmap_Item_Not_FoundInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const refusal_roadmap_item_not_found: ((inputs?: Refusal_Roadmap_Item_Not_FoundInputs, options?: {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Refusal_Roadmap_Item_Not_FoundInputs, {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Refusal_Roadmap_Item_Not_FoundInputs = {};
