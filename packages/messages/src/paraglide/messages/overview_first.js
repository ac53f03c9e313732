/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Overview_FirstInputs */

const en_overview_first = /** @type {(inputs: Overview_FirstInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The first completed assessment`)
};

const de_overview_first = /** @type {(inputs: Overview_FirstInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Die erste abgeschlossene Bewertung`)
};

const fr_overview_first = /** @type {(inputs: Overview_FirstInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La première évaluation terminée`)
};

const nl_overview_first = /** @type {(inputs: Overview_FirstInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`De eerste afgeronde beoordeling`)
};

const es_overview_first = /** @type {(inputs: Overview_FirstInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La primera evaluación completada`)
};

const en_xa2_overview_first = /** @type {(inputs: Overview_FirstInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥé ƒíŕšţ çöɱþļéţéð áššéššɱéñţ one two ]`)
};

/**
* | output |
* | --- |
* | "The first completed assessment" |
*
* @param {Overview_FirstInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const overview_first = /** @type {((inputs?: Overview_FirstInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Overview_FirstInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_overview_first(inputs)
	if (locale === "fr") return fr_overview_first(inputs)
	if (locale === "nl") return nl_overview_first(inputs)
	if (locale === "es") return es_overview_first(inputs)
	if (locale === "en-XA") return en_xa2_overview_first(inputs)
	return en_overview_first(inputs)
});