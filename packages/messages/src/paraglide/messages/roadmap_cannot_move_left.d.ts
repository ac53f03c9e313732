/**
* | output |
* | --- |
* | "{title} cannot move further left." |
*
* @param {Roadmap_Cannot_Move_LeftInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const roadmap_cannot_move_left: ((inputs: Roadmap_Cannot_Move_LeftInputs, options?: {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Roadmap_Cannot_Move_LeftInputs, {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Roadmap_Cannot_Move_LeftInputs = {
    title: NonNullable<unknown>;
};
