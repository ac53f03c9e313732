/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Conflict_Use_TheirsInputs */

const en_conflict_use_theirs = /** @type {(inputs: Conflict_Use_TheirsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Use their answer`)
};

const de_conflict_use_theirs = /** @type {(inputs: Conflict_Use_TheirsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Deren Antwort übernehmen`)
};

const fr_conflict_use_theirs = /** @type {(inputs: Conflict_Use_TheirsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Utiliser leur réponse`)
};

const nl_conflict_use_theirs = /** @type {(inputs: Conflict_Use_TheirsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hun antwoord gebruiken`)
};

const es_conflict_use_theirs = /** @type {(inputs: Conflict_Use_TheirsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Usar su respuesta`)
};

const en_xa2_conflict_use_theirs = /** @type {(inputs: Conflict_Use_TheirsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ûšé ţĥéíŕ áñšŵéŕ one]`)
};

/**
* | output |
* | --- |
* | "Use their answer" |
*
* @param {Conflict_Use_TheirsInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const conflict_use_theirs = /** @type {((inputs?: Conflict_Use_TheirsInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Conflict_Use_TheirsInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_conflict_use_theirs(inputs)
	if (locale === "fr") return fr_conflict_use_theirs(inputs)
	if (locale === "nl") return nl_conflict_use_theirs(inputs)
	if (locale === "es") return es_conflict_use_theirs(inputs)
	if (locale === "en-XA") return en_xa2_conflict_use_theirs(inputs)
	return en_conflict_use_theirs(inputs)
});