/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ value: NonNullable<unknown> }} Conflict_EvidenceInputs */

const en_conflict_evidence = /** @type {(inputs: Conflict_EvidenceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Evidence: ${i?.value}`)
};

const de_conflict_evidence = /** @type {(inputs: Conflict_EvidenceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Nachweise: ${i?.value}`)
};

const fr_conflict_evidence = /** @type {(inputs: Conflict_EvidenceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Preuves : ${i?.value}`)
};

const nl_conflict_evidence = /** @type {(inputs: Conflict_EvidenceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Bewijs: ${i?.value}`)
};

const es_conflict_evidence = /** @type {(inputs: Conflict_EvidenceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Evidencias: ${i?.value}`)
};

const en_xa2_conflict_evidence = /** @type {(inputs: Conflict_EvidenceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Éṽíðéñçé: ${i?.value} one]`)
};

/**
* | output |
* | --- |
* | "Evidence: {value}" |
*
* @param {Conflict_EvidenceInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const conflict_evidence = /** @type {((inputs: Conflict_EvidenceInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Conflict_EvidenceInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_conflict_evidence(inputs)
	if (locale === "fr") return fr_conflict_evidence(inputs)
	if (locale === "nl") return nl_conflict_evidence(inputs)
	if (locale === "es") return es_conflict_evidence(inputs)
	if (locale === "en-XA") return en_xa2_conflict_evidence(inputs)
	return en_conflict_evidence(inputs)
});