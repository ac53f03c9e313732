/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Overview_One_TitleInputs */

const en_overview_one_title = /** @type {(inputs: Overview_One_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`One assessment so far`)
};

const de_overview_one_title = /** @type {(inputs: Overview_One_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bisher eine Bewertung`)
};

const fr_overview_one_title = /** @type {(inputs: Overview_One_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Une seule évaluation pour l’instant`)
};

const nl_overview_one_title = /** @type {(inputs: Overview_One_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tot nu toe één beoordeling`)
};

const es_overview_one_title = /** @type {(inputs: Overview_One_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Una evaluación hasta ahora`)
};

const en_xa2_overview_one_title = /** @type {(inputs: Overview_One_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Öñé áššéššɱéñţ šö ƒáŕ one ]`)
};

/**
* | output |
* | --- |
* | "One assessment so far" |
*
* @param {Overview_One_TitleInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const overview_one_title = /** @type {((inputs?: Overview_One_TitleInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Overview_One_TitleInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_overview_one_title(inputs)
	if (locale === "fr") return fr_overview_one_title(inputs)
	if (locale === "nl") return nl_overview_one_title(inputs)
	if (locale === "es") return es_overview_one_title(inputs)
	if (locale === "en-XA") return en_xa2_overview_one_title(inputs)
	return en_overview_one_title(inputs)
});