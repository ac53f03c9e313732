/**
* | output |
* | --- |
* | "Here: {earned} ÷ {possible} × 100 = {score}. Points lost add up to {lost}." |
*
* @param {Results_HereInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const results_here: ((inputs: Results_HereInputs, options?: {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Results_HereInputs, {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Results_HereInputs = {
    earned: NonNullable<unknown>;
    possible: NonNullable<unknown>;
    score: NonNullable<unknown>;
    lost: NonNullable<unknown>;
};
