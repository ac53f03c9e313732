/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Refusal_Version_OlderInputs */

const en_refusal_version_older = /** @type {(inputs: Refusal_Version_OlderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose a newer version than the one the assessment uses.`)
};

const de_refusal_version_older = /** @type {(inputs: Refusal_Version_OlderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wählen Sie eine neuere Version als die der Bewertung.`)
};

const fr_refusal_version_older = /** @type {(inputs: Refusal_Version_OlderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choisissez une version plus récente que celle de l’évaluation.`)
};

const nl_refusal_version_older = /** @type {(inputs: Refusal_Version_OlderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kies een nieuwere versie dan die van de beoordeling.`)
};

const es_refusal_version_older = /** @type {(inputs: Refusal_Version_OlderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Elija una versión más reciente que la de la evaluación.`)
};

const en_xa2_refusal_version_older = /** @type {(inputs: Refusal_Version_OlderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çĥööšé á ñéŵéŕ ṽéŕšíöñ ţĥáñ ţĥé öñé ţĥé áššéššɱéñţ üšéš. one two three fou]`)
};

/**
* | output |
* | --- |
* | "Choose a newer version than the one the assessment uses." |
*
* @param {Refusal_Version_OlderInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const refusal_version_older = /** @type {((inputs?: Refusal_Version_OlderInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Refusal_Version_OlderInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_refusal_version_older(inputs)
	if (locale === "fr") return fr_refusal_version_older(inputs)
	if (locale === "nl") return nl_refusal_version_older(inputs)
	if (locale === "es") return es_refusal_version_older(inputs)
	if (locale === "en-XA") return en_xa2_refusal_version_older(inputs)
	return en_refusal_version_older(inputs)
});