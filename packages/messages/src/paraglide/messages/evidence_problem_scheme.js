/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Evidence_Problem_SchemeInputs */

const en_evidence_problem_scheme = /** @type {(inputs: Evidence_Problem_SchemeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Use an http or https address`)
};

const de_evidence_problem_scheme = /** @type {(inputs: Evidence_Problem_SchemeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Verwenden Sie eine http- oder https-Adresse`)
};

const fr_evidence_problem_scheme = /** @type {(inputs: Evidence_Problem_SchemeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Utilisez une adresse http ou https`)
};

const nl_evidence_problem_scheme = /** @type {(inputs: Evidence_Problem_SchemeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gebruik een http- of https-adres`)
};

const es_evidence_problem_scheme = /** @type {(inputs: Evidence_Problem_SchemeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Use una dirección http o https`)
};

const en_xa2_evidence_problem_scheme = /** @type {(inputs: Evidence_Problem_SchemeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ûšé áñ ĥţţþ öŕ ĥţţþš áððŕéšš one two]`)
};

/**
* | output |
* | --- |
* | "Use an http or https address" |
*
* @param {Evidence_Problem_SchemeInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const evidence_problem_scheme = /** @type {((inputs?: Evidence_Problem_SchemeInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Evidence_Problem_SchemeInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_evidence_problem_scheme(inputs)
	if (locale === "fr") return fr_evidence_problem_scheme(inputs)
	if (locale === "nl") return nl_evidence_problem_scheme(inputs)
	if (locale === "es") return es_evidence_problem_scheme(inputs)
	if (locale === "en-XA") return en_xa2_evidence_problem_scheme(inputs)
	return en_evidence_problem_scheme(inputs)
});