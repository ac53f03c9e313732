/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Answers_ConflictInputs */

const en_answers_conflict = /** @type {(inputs: Answers_ConflictInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Conflict: choose an answer`)
};

const de_answers_conflict = /** @type {(inputs: Answers_ConflictInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Konflikt: Antwort wählen`)
};

const fr_answers_conflict = /** @type {(inputs: Answers_ConflictInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Conflit : choisissez une réponse`)
};

const nl_answers_conflict = /** @type {(inputs: Answers_ConflictInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Conflict: kies een antwoord`)
};

const es_answers_conflict = /** @type {(inputs: Answers_ConflictInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Conflicto: elija una respuesta`)
};

const en_xa2_answers_conflict = /** @type {(inputs: Answers_ConflictInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çöñƒļíçţ: çĥööšé áñ áñšŵéŕ one tw]`)
};

/**
* | output |
* | --- |
* | "Conflict: choose an answer" |
*
* @param {Answers_ConflictInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const answers_conflict = /** @type {((inputs?: Answers_ConflictInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Answers_ConflictInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_answers_conflict(inputs)
	if (locale === "fr") return fr_answers_conflict(inputs)
	if (locale === "nl") return nl_answers_conflict(inputs)
	if (locale === "es") return es_answers_conflict(inputs)
	if (locale === "en-XA") return en_xa2_answers_conflict(inputs)
	return en_answers_conflict(inputs)
});