/**
* | output |
* | --- |
* | "To move an item, press Space, use the arrow keys, then Space again to drop it; or hold Alt and press an arrow key." |
*
* @param {Roadmap_Drag_InstructionsInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const roadmap_drag_instructions: ((inputs?: Roadmap_Drag_InstructionsInputs, options?: {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Roadmap_Drag_InstructionsInputs, {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Roadmap_Drag_InstructionsInputs = {};
