/**
* | output |
* | --- |
* | "Picked up {title}. Use the arrow keys to move it, Space to drop it, Escape to cancel." |
*
* @param {Roadmap_Drag_StartInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const roadmap_drag_start: ((inputs: Roadmap_Drag_StartInputs, options?: {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Roadmap_Drag_StartInputs, {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Roadmap_Drag_StartInputs = {
    title: NonNullable<unknown>;
};
