/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Refusal_Not_AssignedInputs */

const en_refusal_not_assigned = /** @type {(inputs: Refusal_Not_AssignedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This control is not among the ones you were asked to answer.`)
};

const de_refusal_not_assigned = /** @type {(inputs: Refusal_Not_AssignedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Diese Kontrolle gehört nicht zu denen, die Sie beantworten sollen.`)
};

const fr_refusal_not_assigned = /** @type {(inputs: Refusal_Not_AssignedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ce contrôle ne fait pas partie de ceux auxquels on vous a demandé de répondre.`)
};

const nl_refusal_not_assigned = /** @type {(inputs: Refusal_Not_AssignedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Deze control hoort niet bij de controls die u moet beantwoorden.`)
};

const es_refusal_not_assigned = /** @type {(inputs: Refusal_Not_AssignedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Este control no está entre los que le pidieron responder.`)
};

const en_xa2_refusal_not_assigned = /** @type {(inputs: Refusal_Not_AssignedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥíš çöñţŕöļ íš ñöţ áɱöñĝ ţĥé öñéš ýöü ŵéŕé ášķéð ţö áñšŵéŕ. one two three four]`)
};

/**
* | output |
* | --- |
* | "This control is not among the ones you were asked to answer." |
*
* @param {Refusal_Not_AssignedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const refusal_not_assigned = /** @type {((inputs?: Refusal_Not_AssignedInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Refusal_Not_AssignedInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_refusal_not_assigned(inputs)
	if (locale === "fr") return fr_refusal_not_assigned(inputs)
	if (locale === "nl") return nl_refusal_not_assigned(inputs)
	if (locale === "es") return es_refusal_not_assigned(inputs)
	if (locale === "en-XA") return en_xa2_refusal_not_assigned(inputs)
	return en_refusal_not_assigned(inputs)
});