/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tcompare_Chosen_MissingInputs */

const en_tcompare_chosen_missing = /** @type {(inputs: Tcompare_Chosen_MissingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The chosen tenant has no completed assessment of this baseline.`)
};

const de_tcompare_chosen_missing = /** @type {(inputs: Tcompare_Chosen_MissingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Der gewählte Mandant hat keine abgeschlossene Bewertung dieser Baseline.`)
};

const fr_tcompare_chosen_missing = /** @type {(inputs: Tcompare_Chosen_MissingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`L’entité choisie n’a aucune évaluation terminée de ce référentiel.`)
};

const nl_tcompare_chosen_missing = /** @type {(inputs: Tcompare_Chosen_MissingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`De gekozen tenant heeft geen afgeronde beoordeling van deze baseline.`)
};

const es_tcompare_chosen_missing = /** @type {(inputs: Tcompare_Chosen_MissingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`El inquilino elegido no tiene ninguna evaluación completada de esta línea base.`)
};

const en_xa2_tcompare_chosen_missing = /** @type {(inputs: Tcompare_Chosen_MissingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥé çĥöšéñ ţéñáñţ ĥáš ñö çöɱþļéţéð áššéššɱéñţ öƒ ţĥíš ƀášéļíñé. one two three four ]`)
};

/**
* | output |
* | --- |
* | "The chosen tenant has no completed assessment of this baseline." |
*
* @param {Tcompare_Chosen_MissingInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tcompare_chosen_missing = /** @type {((inputs?: Tcompare_Chosen_MissingInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tcompare_Chosen_MissingInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tcompare_chosen_missing(inputs)
	if (locale === "fr") return fr_tcompare_chosen_missing(inputs)
	if (locale === "nl") return nl_tcompare_chosen_missing(inputs)
	if (locale === "es") return es_tcompare_chosen_missing(inputs)
	if (locale === "en-XA") return en_xa2_tcompare_chosen_missing(inputs)
	return en_tcompare_chosen_missing(inputs)
});