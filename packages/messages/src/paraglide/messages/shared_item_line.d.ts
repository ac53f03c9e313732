/**
* | output |
* | --- |
* | "Control {ref} · {bucket}" |
*
* @param {Shared_Item_LineInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const shared_item_line: ((inputs: Shared_Item_LineInputs, options?: {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shared_Item_LineInputs, {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Shared_Item_LineInputs = {
    ref: NonNullable<unknown>;
    bucket: NonNullable<unknown>;
};
