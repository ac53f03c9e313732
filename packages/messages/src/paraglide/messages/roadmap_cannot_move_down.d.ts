/**
* | output |
* | --- |
* | "{title} cannot move further down." |
*
* @param {Roadmap_Cannot_Move_DownInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const roadmap_cannot_move_down: ((inputs: Roadmap_Cannot_Move_DownInputs, options?: {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Roadmap_Cannot_Move_DownInputs, {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Roadmap_Cannot_Move_DownInputs = {
    title: NonNullable<unknown>;
};
