/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Conflict_TheirsInputs */

const en_conflict_theirs = /** @type {(inputs: Conflict_TheirsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Their answer (${i?.name})`)
};

const de_conflict_theirs = /** @type {(inputs: Conflict_TheirsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Antwort von ${i?.name}`)
};

const fr_conflict_theirs = /** @type {(inputs: Conflict_TheirsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Leur réponse (${i?.name})`)
};

const nl_conflict_theirs = /** @type {(inputs: Conflict_TheirsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Hun antwoord (${i?.name})`)
};

const es_conflict_theirs = /** @type {(inputs: Conflict_TheirsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Su respuesta (${i?.name})`)
};

const en_xa2_conflict_theirs = /** @type {(inputs: Conflict_TheirsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ţĥéíŕ áñšŵéŕ (${i?.name}) one ]`)
};

/**
* | output |
* | --- |
* | "Their answer ({name})" |
*
* @param {Conflict_TheirsInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const conflict_theirs = /** @type {((inputs: Conflict_TheirsInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Conflict_TheirsInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_conflict_theirs(inputs)
	if (locale === "fr") return fr_conflict_theirs(inputs)
	if (locale === "nl") return nl_conflict_theirs(inputs)
	if (locale === "es") return es_conflict_theirs(inputs)
	if (locale === "en-XA") return en_xa2_conflict_theirs(inputs)
	return en_conflict_theirs(inputs)
});