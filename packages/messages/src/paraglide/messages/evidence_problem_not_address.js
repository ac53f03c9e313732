/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Evidence_Problem_Not_AddressInputs */

const en_evidence_problem_not_address = /** @type {(inputs: Evidence_Problem_Not_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enter a full web address, like https://example.com/evidence`)
};

const de_evidence_problem_not_address = /** @type {(inputs: Evidence_Problem_Not_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Geben Sie eine vollständige Webadresse ein, etwa https://example.com/nachweis`)
};

const fr_evidence_problem_not_address = /** @type {(inputs: Evidence_Problem_Not_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Saisissez une adresse web complète, par exemple https://example.com/preuve`)
};

const nl_evidence_problem_not_address = /** @type {(inputs: Evidence_Problem_Not_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Voer een volledig webadres in, zoals https://example.com/bewijs`)
};

const es_evidence_problem_not_address = /** @type {(inputs: Evidence_Problem_Not_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Introduzca una dirección web completa, como https://example.com/evidencia`)
};

const en_xa2_evidence_problem_not_address = /** @type {(inputs: Evidence_Problem_Not_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Éñţéŕ á ƒüļļ ŵéƀ áððŕéšš, ļíķé ĥţţþš://éẋáɱþļé.çöɱ/éṽíðéñçé one two three four]`)
};

/**
* | output |
* | --- |
* | "Enter a full web address, like https://example.com/evidence" |
*
* @param {Evidence_Problem_Not_AddressInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const evidence_problem_not_address = /** @type {((inputs?: Evidence_Problem_Not_AddressInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Evidence_Problem_Not_AddressInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_evidence_problem_not_address(inputs)
	if (locale === "fr") return fr_evidence_problem_not_address(inputs)
	if (locale === "nl") return nl_evidence_problem_not_address(inputs)
	if (locale === "es") return es_evidence_problem_not_address(inputs)
	if (locale === "en-XA") return en_xa2_evidence_problem_not_address(inputs)
	return en_evidence_problem_not_address(inputs)
});