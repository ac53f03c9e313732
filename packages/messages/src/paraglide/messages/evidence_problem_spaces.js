/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Evidence_Problem_SpacesInputs */

const en_evidence_problem_spaces = /** @type {(inputs: Evidence_Problem_SpacesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Remove spaces and control characters`)
};

const de_evidence_problem_spaces = /** @type {(inputs: Evidence_Problem_SpacesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Entfernen Sie Leerzeichen und Steuerzeichen`)
};

const fr_evidence_problem_spaces = /** @type {(inputs: Evidence_Problem_SpacesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Supprimez les espaces et les caractères de contrôle`)
};

const nl_evidence_problem_spaces = /** @type {(inputs: Evidence_Problem_SpacesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Verwijder spaties en stuurtekens`)
};

const es_evidence_problem_spaces = /** @type {(inputs: Evidence_Problem_SpacesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Quite los espacios y los caracteres de control`)
};

const en_xa2_evidence_problem_spaces = /** @type {(inputs: Evidence_Problem_SpacesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ŕéɱöṽé šþáçéš áñð çöñţŕöļ çĥáŕáçţéŕš one two th]`)
};

/**
* | output |
* | --- |
* | "Remove spaces and control characters" |
*
* @param {Evidence_Problem_SpacesInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const evidence_problem_spaces = /** @type {((inputs?: Evidence_Problem_SpacesInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Evidence_Problem_SpacesInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_evidence_problem_spaces(inputs)
	if (locale === "fr") return fr_evidence_problem_spaces(inputs)
	if (locale === "nl") return nl_evidence_problem_spaces(inputs)
	if (locale === "es") return es_evidence_problem_spaces(inputs)
	if (locale === "en-XA") return en_xa2_evidence_problem_spaces(inputs)
	return en_evidence_problem_spaces(inputs)
});