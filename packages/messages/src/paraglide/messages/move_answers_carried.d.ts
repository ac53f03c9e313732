/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{count} answer carries over." |
* | "other" | "{count} answers carry over." |
*
* @param {Move_Answers_CarriedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const move_answers_carried: ((inputs: Move_Answers_CarriedInputs, options?: {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Move_Answers_CarriedInputs, {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Move_Answers_CarriedInputs = {
    count: NonNullable<unknown>;
};
