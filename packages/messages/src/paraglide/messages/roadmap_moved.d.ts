/**
* | output |
* | --- |
* | "{title} moved to {bucket}, position {position}." |
*
* @param {Roadmap_MovedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const roadmap_moved: ((inputs: Roadmap_MovedInputs, options?: {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Roadmap_MovedInputs, {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Roadmap_MovedInputs = {
    title: NonNullable<unknown>;
    bucket: NonNullable<unknown>;
    position: NonNullable<unknown>;
};
