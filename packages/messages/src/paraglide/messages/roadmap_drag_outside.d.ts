/**
* | output |
* | --- |
* | "{title} was dropped outside the board." |
*
* @param {Roadmap_Drag_OutsideInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const roadmap_drag_outside: ((inputs: Roadmap_Drag_OutsideInputs, options?: {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Roadmap_Drag_OutsideInputs, {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Roadmap_Drag_OutsideInputs = {
    title: NonNullable<unknown>;
};
