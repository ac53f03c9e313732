/**
* | output |
* | --- |
* | "Points lost" |
*
* @param {Results_Col_Points_LostInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const results_col_points_lost: ((inputs?: Results_Col_Points_LostInputs, options?: {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Results_Col_Points_LostInputs, {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Results_Col_Points_LostInputs = {};
