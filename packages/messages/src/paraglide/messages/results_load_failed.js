/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Results_Load_FailedInputs */

const en_results_load_failed = /** @type {(inputs: Results_Load_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`These results could not be loaded`)
};

const de_results_load_failed = /** @type {(inputs: Results_Load_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Diese Ergebnisse konnten nicht geladen werden`)
};

const fr_results_load_failed = /** @type {(inputs: Results_Load_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ces résultats n’ont pas pu être chargés`)
};

const nl_results_load_failed = /** @type {(inputs: Results_Load_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Deze resultaten konden niet worden geladen`)
};

const es_results_load_failed = /** @type {(inputs: Results_Load_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se pudieron cargar estos resultados`)
};

const en_xa2_results_load_failed = /** @type {(inputs: Results_Load_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥéšé ŕéšüļţš çöüļð ñöţ ƀé ļöáðéð one two t]`)
};

/**
* | output |
* | --- |
* | "These results could not be loaded" |
*
* @param {Results_Load_FailedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const results_load_failed = /** @type {((inputs?: Results_Load_FailedInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Results_Load_FailedInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_results_load_failed(inputs)
	if (locale === "fr") return fr_results_load_failed(inputs)
	if (locale === "nl") return nl_results_load_failed(inputs)
	if (locale === "es") return es_results_load_failed(inputs)
	if (locale === "en-XA") return en_xa2_results_load_failed(inputs)
	return en_results_load_failed(inputs)
});