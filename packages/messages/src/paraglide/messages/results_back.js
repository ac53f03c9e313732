/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Results_BackInputs */

const en_results_back = /** @type {(inputs: Results_BackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`← Back to the results`)
};

const de_results_back = /** @type {(inputs: Results_BackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`← Zurück zu den Ergebnissen`)
};

const fr_results_back = /** @type {(inputs: Results_BackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`← Retour aux résultats`)
};

const nl_results_back = /** @type {(inputs: Results_BackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`← Terug naar de resultaten`)
};

const es_results_back = /** @type {(inputs: Results_BackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`← Volver a los resultados`)
};

const en_xa2_results_back = /** @type {(inputs: Results_BackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[← Ɓáçķ ţö ţĥé ŕéšüļţš one ]`)
};

/**
* | output |
* | --- |
* | "← Back to the results" |
*
* @param {Results_BackInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const results_back = /** @type {((inputs?: Results_BackInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Results_BackInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_results_back(inputs)
	if (locale === "fr") return fr_results_back(inputs)
	if (locale === "nl") return nl_results_back(inputs)
	if (locale === "es") return es_results_back(inputs)
	if (locale === "en-XA") return en_xa2_results_back(inputs)
	return en_results_back(inputs)
});