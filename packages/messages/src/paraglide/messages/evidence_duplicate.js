/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Evidence_DuplicateInputs */

const en_evidence_duplicate = /** @type {(inputs: Evidence_DuplicateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This link is already there`)
};

const de_evidence_duplicate = /** @type {(inputs: Evidence_DuplicateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dieser Link ist bereits vorhanden`)
};

const fr_evidence_duplicate = /** @type {(inputs: Evidence_DuplicateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ce lien figure déjà dans la liste`)
};

const nl_evidence_duplicate = /** @type {(inputs: Evidence_DuplicateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Deze link staat er al`)
};

const es_evidence_duplicate = /** @type {(inputs: Evidence_DuplicateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Este enlace ya está`)
};

const en_xa2_evidence_duplicate = /** @type {(inputs: Evidence_DuplicateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥíš ļíñķ íš áļŕéáðý ţĥéŕé one tw]`)
};

/**
* | output |
* | --- |
* | "This link is already there" |
*
* @param {Evidence_DuplicateInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const evidence_duplicate = /** @type {((inputs?: Evidence_DuplicateInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Evidence_DuplicateInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_evidence_duplicate(inputs)
	if (locale === "fr") return fr_evidence_duplicate(inputs)
	if (locale === "nl") return nl_evidence_duplicate(inputs)
	if (locale === "es") return es_evidence_duplicate(inputs)
	if (locale === "en-XA") return en_xa2_evidence_duplicate(inputs)
	return en_evidence_duplicate(inputs)
});