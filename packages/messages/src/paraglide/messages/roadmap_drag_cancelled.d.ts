/**
* | output |
* | --- |
* | "Moving {title} was cancelled." |
*
* @param {Roadmap_Drag_CancelledInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const roadmap_drag_cancelled: ((inputs: Roadmap_Drag_CancelledInputs, options?: {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Roadmap_Drag_CancelledInputs, {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Roadmap_Drag_CancelledInputs = {
    title: NonNullable<unknown>;
};
