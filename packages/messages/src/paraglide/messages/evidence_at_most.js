/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Evidence_At_MostInputs */

const en_evidence_at_most = /** @type {(inputs: Evidence_At_MostInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`At most ${i?.count} links`)
};

const de_evidence_at_most = /** @type {(inputs: Evidence_At_MostInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Höchstens ${i?.count} Links`)
};

const fr_evidence_at_most = /** @type {(inputs: Evidence_At_MostInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} liens au maximum`)
};

const nl_evidence_at_most = /** @type {(inputs: Evidence_At_MostInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Maximaal ${i?.count} links`)
};

const es_evidence_at_most = /** @type {(inputs: Evidence_At_MostInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Como máximo ${i?.count} enlaces`)
};

const en_xa2_evidence_at_most = /** @type {(inputs: Evidence_At_MostInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Åţ ɱöšţ ${i?.count} ļíñķš one ]`)
};

/**
* | output |
* | --- |
* | "At most {count} links" |
*
* @param {Evidence_At_MostInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const evidence_at_most = /** @type {((inputs: Evidence_At_MostInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Evidence_At_MostInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_evidence_at_most(inputs)
	if (locale === "fr") return fr_evidence_at_most(inputs)
	if (locale === "nl") return nl_evidence_at_most(inputs)
	if (locale === "es") return es_evidence_at_most(inputs)
	if (locale === "en-XA") return en_xa2_evidence_at_most(inputs)
	return en_evidence_at_most(inputs)
});