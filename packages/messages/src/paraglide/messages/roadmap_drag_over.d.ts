/**
* | output |
* | --- |
* | "{title} is over {where}." |
*
* @param {Roadmap_Drag_OverInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const roadmap_drag_over: ((inputs: Roadmap_Drag_OverInputs, options?: {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Roadmap_Drag_OverInputs, {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Roadmap_Drag_OverInputs = {
    title: NonNullable<unknown>;
    where: NonNullable<unknown>;
};
