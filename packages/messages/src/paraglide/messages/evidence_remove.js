/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ link: NonNullable<unknown> }} Evidence_RemoveInputs */

const en_evidence_remove = /** @type {(inputs: Evidence_RemoveInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Remove ${i?.link}`)
};

const de_evidence_remove = /** @type {(inputs: Evidence_RemoveInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.link} entfernen`)
};

const fr_evidence_remove = /** @type {(inputs: Evidence_RemoveInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Retirer ${i?.link}`)
};

const nl_evidence_remove = /** @type {(inputs: Evidence_RemoveInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.link} verwijderen`)
};

const es_evidence_remove = /** @type {(inputs: Evidence_RemoveInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Quitar ${i?.link}`)
};

const en_xa2_evidence_remove = /** @type {(inputs: Evidence_RemoveInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ŕéɱöṽé ${i?.link} on]`)
};

/**
* | output |
* | --- |
* | "Remove {link}" |
*
* @param {Evidence_RemoveInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const evidence_remove = /** @type {((inputs: Evidence_RemoveInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Evidence_RemoveInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_evidence_remove(inputs)
	if (locale === "fr") return fr_evidence_remove(inputs)
	if (locale === "nl") return nl_evidence_remove(inputs)
	if (locale === "es") return es_evidence_remove(inputs)
	if (locale === "en-XA") return en_xa2_evidence_remove(inputs)
	return en_evidence_remove(inputs)
});