/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Scores_Load_FailedInputs */

const en_scores_load_failed = /** @type {(inputs: Scores_Load_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Scores could not be loaded`)
};

const de_scores_load_failed = /** @type {(inputs: Scores_Load_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Werte konnten nicht geladen werden`)
};

const fr_scores_load_failed = /** @type {(inputs: Scores_Load_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Les scores n’ont pas pu être chargés`)
};

const nl_scores_load_failed = /** @type {(inputs: Scores_Load_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Scores konden niet worden geladen`)
};

const es_scores_load_failed = /** @type {(inputs: Scores_Load_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se pudieron cargar las puntuaciones`)
};

const en_xa2_scores_load_failed = /** @type {(inputs: Scores_Load_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šçöŕéš çöüļð ñöţ ƀé ļöáðéð one tw]`)
};

/**
* | output |
* | --- |
* | "Scores could not be loaded" |
*
* @param {Scores_Load_FailedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const scores_load_failed = /** @type {((inputs?: Scores_Load_FailedInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Scores_Load_FailedInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_scores_load_failed(inputs)
	if (locale === "fr") return fr_scores_load_failed(inputs)
	if (locale === "nl") return nl_scores_load_failed(inputs)
	if (locale === "es") return es_scores_load_failed(inputs)
	if (locale === "en-XA") return en_xa2_scores_load_failed(inputs)
	return en_scores_load_failed(inputs)
});