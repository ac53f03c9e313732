/**
* | output |
* | --- |
* | "{title} was dropped in {where}." |
*
* @param {Roadmap_Drag_DroppedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const roadmap_drag_dropped: ((inputs: Roadmap_Drag_DroppedInputs, options?: {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Roadmap_Drag_DroppedInputs, {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Roadmap_Drag_DroppedInputs = {
    title: NonNullable<unknown>;
    where: NonNullable<unknown>;
};
