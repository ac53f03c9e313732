/**
* | output |
* | --- |
* | "{title} cannot move further up." |
*
* @param {Roadmap_Cannot_Move_UpInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const roadmap_cannot_move_up: ((inputs: Roadmap_Cannot_Move_UpInputs, options?: {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Roadmap_Cannot_Move_UpInputs, {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Roadmap_Cannot_Move_UpInputs = {
    title: NonNullable<unknown>;
};
