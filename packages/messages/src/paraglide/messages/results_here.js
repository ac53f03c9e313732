/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ earned: NonNullable<unknown>, possible: NonNullable<unknown>, score: NonNullable<unknown>, lost: NonNullable<unknown> }} Results_HereInputs */

const en_results_here = /** @type {(inputs: Results_HereInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Here: ${i?.earned} ÷ ${i?.possible} × 100 = ${i?.score}. Points lost add up to ${i?.lost}.`)
};

const de_results_here = /** @type {(inputs: Results_HereInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Hier: ${i?.earned} ÷ ${i?.possible} × 100 = ${i?.score}. Die verlorenen Punkte ergeben zusammen ${i?.lost}.`)
};

const fr_results_here = /** @type {(inputs: Results_HereInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ici : ${i?.earned} ÷ ${i?.possible} × 100 = ${i?.score}. Les points perdus totalisent ${i?.lost}.`)
};

const nl_results_here = /** @type {(inputs: Results_HereInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Hier: ${i?.earned} ÷ ${i?.possible} × 100 = ${i?.score}. De verloren punten komen samen op ${i?.lost}.`)
};

const es_results_here = /** @type {(inputs: Results_HereInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Aquí: ${i?.earned} ÷ ${i?.possible} × 100 = ${i?.score}. Los puntos perdidos suman ${i?.lost}.`)
};

const en_xa2_results_here = /** @type {(inputs: Results_HereInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ĥéŕé: ${i?.earned} ÷ ${i?.possible} × 100 = ${i?.score}. Þöíñţš ļöšţ áðð üþ ţö ${i?.lost}. one two three four five]`)
};

/**
* | output |
* | --- |
* | "Here: {earned} ÷ {possible} × 100 = {score}. Points lost add up to {lost}." |
*
* @param {Results_HereInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const results_here = /** @type {((inputs: Results_HereInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Results_HereInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_results_here(inputs)
	if (locale === "fr") return fr_results_here(inputs)
	if (locale === "nl") return nl_results_here(inputs)
	if (locale === "es") return es_results_here(inputs)
	if (locale === "en-XA") return en_xa2_results_here(inputs)
	return en_results_here(inputs)
});