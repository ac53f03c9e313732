/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Results_Col_Points_LostInputs */

const en_results_col_points_lost = /** @type {(inputs: Results_Col_Points_LostInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Points lost`)
};

const de_results_col_points_lost = /** @type {(inputs: Results_Col_Points_LostInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Verlorene Punkte`)
};

const fr_results_col_points_lost = /** @type {(inputs: Results_Col_Points_LostInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Points perdus`)
};

const nl_results_col_points_lost = /** @type {(inputs: Results_Col_Points_LostInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Verloren punten`)
};

const es_results_col_points_lost = /** @type {(inputs: Results_Col_Points_LostInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Puntos perdidos`)
};

const en_xa2_results_col_points_lost = /** @type {(inputs: Results_Col_Points_LostInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Þöíñţš ļöšţ o]`)
};

/**
* | output |
* | --- |
* | "Points lost" |
*
* @param {Results_Col_Points_LostInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const results_col_points_lost = /** @type {((inputs?: Results_Col_Points_LostInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Results_Col_Points_LostInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_results_col_points_lost(inputs)
	if (locale === "fr") return fr_results_col_points_lost(inputs)
	if (locale === "nl") return nl_results_col_points_lost(inputs)
	if (locale === "es") return es_results_col_points_lost(inputs)
	if (locale === "en-XA") return en_xa2_results_col_points_lost(inputs)
	return en_results_col_points_lost(inputs)
});