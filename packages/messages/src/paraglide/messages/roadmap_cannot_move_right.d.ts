/**
* | output |
* | --- |
* | "{title} cannot move further right." |
*
* @param {Roadmap_Cannot_Move_RightInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const roadmap_cannot_move_right: ((inputs: Roadmap_Cannot_Move_RightInputs, options?: {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Roadmap_Cannot_Move_RightInputs, {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Roadmap_Cannot_Move_RightInputs = {
    title: NonNullable<unknown>;
};
