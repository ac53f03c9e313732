/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Shared_Open_ResultsInputs */

const en_shared_open_results = /** @type {(inputs: Shared_Open_ResultsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Open results`)
};

const de_shared_open_results = /** @type {(inputs: Shared_Open_ResultsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ergebnisse öffnen`)
};

const fr_shared_open_results = /** @type {(inputs: Shared_Open_ResultsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ouvrir les résultats`)
};

const nl_shared_open_results = /** @type {(inputs: Shared_Open_ResultsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Resultaten openen`)
};

const es_shared_open_results = /** @type {(inputs: Shared_Open_ResultsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Abrir los resultados`)
};

const en_xa2_shared_open_results = /** @type {(inputs: Shared_Open_ResultsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Öþéñ ŕéšüļţš o]`)
};

/**
* | output |
* | --- |
* | "Open results" |
*
* @param {Shared_Open_ResultsInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const shared_open_results = /** @type {((inputs?: Shared_Open_ResultsInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shared_Open_ResultsInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_shared_open_results(inputs)
	if (locale === "fr") return fr_shared_open_results(inputs)
	if (locale === "nl") return nl_shared_open_results(inputs)
	if (locale === "es") return es_shared_open_results(inputs)
	if (locale === "en-XA") return en_xa2_shared_open_results(inputs)
	return en_shared_open_results(inputs)
});