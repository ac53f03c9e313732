/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Overview_Empty_TitleInputs */

const en_overview_empty_title = /** @type {(inputs: Overview_Empty_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No completed assessment yet`)
};

const de_overview_empty_title = /** @type {(inputs: Overview_Empty_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Noch keine abgeschlossene Bewertung`)
};

const fr_overview_empty_title = /** @type {(inputs: Overview_Empty_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aucune évaluation terminée pour l’instant`)
};

const nl_overview_empty_title = /** @type {(inputs: Overview_Empty_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nog geen afgeronde beoordeling`)
};

const es_overview_empty_title = /** @type {(inputs: Overview_Empty_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aún no hay ninguna evaluación completada`)
};

const en_xa2_overview_empty_title = /** @type {(inputs: Overview_Empty_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ñö çöɱþļéţéð áššéššɱéñţ ýéţ one tw]`)
};

/**
* | output |
* | --- |
* | "No completed assessment yet" |
*
* @param {Overview_Empty_TitleInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const overview_empty_title = /** @type {((inputs?: Overview_Empty_TitleInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Overview_Empty_TitleInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_overview_empty_title(inputs)
	if (locale === "fr") return fr_overview_empty_title(inputs)
	if (locale === "nl") return nl_overview_empty_title(inputs)
	if (locale === "es") return es_overview_empty_title(inputs)
	if (locale === "en-XA") return en_xa2_overview_empty_title(inputs)
	return en_overview_empty_title(inputs)
});