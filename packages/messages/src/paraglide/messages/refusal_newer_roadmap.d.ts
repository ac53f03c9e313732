/**
* | output |
* | --- |
* | "A more recently completed assessment already generated this roadmap." |
*
* @param {Refusal_Newer_RoadmapInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const refusal_newer_roadmap: ((inputs?: Refusal_Newer_RoadmapInputs, options?: {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Refusal_Newer_RoadmapInputs, {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Refusal_Newer_RoadmapInputs = {};
