/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Refusal_Control_Not_FoundInputs */

const en_refusal_control_not_found = /** @type {(inputs: Refusal_Control_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This control is not in the assessment’s baseline version.`)
};

const de_refusal_control_not_found = /** @type {(inputs: Refusal_Control_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Diese Kontrolle ist nicht in der Baseline-Version der Bewertung.`)
};

const fr_refusal_control_not_found = /** @type {(inputs: Refusal_Control_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ce contrôle ne figure pas dans la version du référentiel de l’évaluation.`)
};

const nl_refusal_control_not_found = /** @type {(inputs: Refusal_Control_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Deze control staat niet in de baselineversie van de beoordeling.`)
};

const es_refusal_control_not_found = /** @type {(inputs: Refusal_Control_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Este control no está en la versión del marco de referencia de la evaluación.`)
};

const en_xa2_refusal_control_not_found = /** @type {(inputs: Refusal_Control_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥíš çöñţŕöļ íš ñöţ íñ ţĥé áššéššɱéñţ’š ƀášéļíñé ṽéŕšíöñ. one two three fou]`)
};

/**
* | output |
* | --- |
* | "This control is not in the assessment’s baseline version." |
*
* @param {Refusal_Control_Not_FoundInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const refusal_control_not_found = /** @type {((inputs?: Refusal_Control_Not_FoundInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Refusal_Control_Not_FoundInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_refusal_control_not_found(inputs)
	if (locale === "fr") return fr_refusal_control_not_found(inputs)
	if (locale === "nl") return nl_refusal_control_not_found(inputs)
	if (locale === "es") return es_refusal_control_not_found(inputs)
	if (locale === "en-XA") return en_xa2_refusal_control_not_found(inputs)
	return en_refusal_control_not_found(inputs)
});