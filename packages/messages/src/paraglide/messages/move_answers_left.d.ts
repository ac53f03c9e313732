/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{count} stays with a removed control." |
* | "other" | "{count} stay with removed controls." |
*
* @param {Move_Answers_LeftInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const move_answers_left: ((inputs: Move_Answers_LeftInputs, options?: {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Move_Answers_LeftInputs, {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Move_Answers_LeftInputs = {
    count: NonNullable<unknown>;
};
