/**
* | output |
* | --- |
* | "{title} is no longer over a column." |
*
* @param {Roadmap_Drag_OffInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const roadmap_drag_off: ((inputs: Roadmap_Drag_OffInputs, options?: {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Roadmap_Drag_OffInputs, {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Roadmap_Drag_OffInputs = {
    title: NonNullable<unknown>;
};
