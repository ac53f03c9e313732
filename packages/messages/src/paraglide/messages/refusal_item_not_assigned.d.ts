/**
* | output |
* | --- |
* | "Only the items assigned to you can be changed; comment on this one instead." |
*
* @param {Refusal_Item_Not_AssignedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const refusal_item_not_assigned: ((inputs?: Refusal_Item_Not_AssignedInputs, options?: {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Refusal_Item_Not_AssignedInputs, {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Refusal_Item_Not_AssignedInputs = {};
