/**
* | output |
* | --- |
* | "Hold Alt and press left or right to move to another column, up or down to reorder." |
*
* @param {Roadmap_Alt_InstructionsInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const roadmap_alt_instructions: ((inputs?: Roadmap_Alt_InstructionsInputs, options?: {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Roadmap_Alt_InstructionsInputs, {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Roadmap_Alt_InstructionsInputs = {};
