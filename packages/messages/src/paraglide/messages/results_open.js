/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Results_OpenInputs */

const en_results_open = /** @type {(inputs: Results_OpenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Open results`)
};

const de_results_open = /** @type {(inputs: Results_OpenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ergebnisse öffnen`)
};

const fr_results_open = /** @type {(inputs: Results_OpenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ouvrir les résultats`)
};

const nl_results_open = /** @type {(inputs: Results_OpenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Resultaten openen`)
};

const es_results_open = /** @type {(inputs: Results_OpenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Abrir los resultados`)
};

const en_xa2_results_open = /** @type {(inputs: Results_OpenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Öþéñ ŕéšüļţš o]`)
};

/**
* | output |
* | --- |
* | "Open results" |
*
* @param {Results_OpenInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const results_open = /** @type {((inputs?: Results_OpenInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Results_OpenInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_results_open(inputs)
	if (locale === "fr") return fr_results_open(inputs)
	if (locale === "nl") return nl_results_open(inputs)
	if (locale === "es") return es_results_open(inputs)
	if (locale === "en-XA") return en_xa2_results_open(inputs)
	return en_results_open(inputs)
});