/**
* | output |
* | --- |
* | "Move {title} ({tenant})" |
*
* @param {Roadmap_Move_Item_OfInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const roadmap_move_item_of: ((inputs: Roadmap_Move_Item_OfInputs, options?: {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Roadmap_Move_Item_OfInputs, {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Roadmap_Move_Item_OfInputs = {
    title: NonNullable<unknown>;
    tenant: NonNullable<unknown>;
};
