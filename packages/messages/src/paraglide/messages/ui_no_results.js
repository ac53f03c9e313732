/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Ui_No_ResultsInputs */

const en_ui_no_results = /** @type {(inputs: Ui_No_ResultsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No results`)
};

const de_ui_no_results = /** @type {(inputs: Ui_No_ResultsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Keine Ergebnisse`)
};

const fr_ui_no_results = /** @type {(inputs: Ui_No_ResultsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aucun résultat`)
};

const nl_ui_no_results = /** @type {(inputs: Ui_No_ResultsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Geen resultaten`)
};

const es_ui_no_results = /** @type {(inputs: Ui_No_ResultsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sin resultados`)
};

const en_xa2_ui_no_results = /** @type {(inputs: Ui_No_ResultsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ñö ŕéšüļţš o]`)
};

/**
* | output |
* | --- |
* | "No results" |
*
* @param {Ui_No_ResultsInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const ui_no_results = /** @type {((inputs?: Ui_No_ResultsInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_No_ResultsInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_ui_no_results(inputs)
	if (locale === "fr") return fr_ui_no_results(inputs)
	if (locale === "nl") return nl_ui_no_results(inputs)
	if (locale === "es") return es_ui_no_results(inputs)
	if (locale === "en-XA") return en_xa2_ui_no_results(inputs)
	return en_ui_no_results(inputs)
});