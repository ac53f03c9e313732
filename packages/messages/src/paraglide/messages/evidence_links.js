/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Evidence_LinksInputs */

const en_evidence_links = /** @type {(inputs: Evidence_LinksInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Evidence links`)
};

const de_evidence_links = /** @type {(inputs: Evidence_LinksInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nachweis-Links`)
};

const fr_evidence_links = /** @type {(inputs: Evidence_LinksInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Liens vers les preuves`)
};

const nl_evidence_links = /** @type {(inputs: Evidence_LinksInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Links naar bewijs`)
};

const es_evidence_links = /** @type {(inputs: Evidence_LinksInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enlaces de evidencia`)
};

const en_xa2_evidence_links = /** @type {(inputs: Evidence_LinksInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Éṽíðéñçé ļíñķš on]`)
};

/**
* | output |
* | --- |
* | "Evidence links" |
*
* @param {Evidence_LinksInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const evidence_links = /** @type {((inputs?: Evidence_LinksInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Evidence_LinksInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_evidence_links(inputs)
	if (locale === "fr") return fr_evidence_links(inputs)
	if (locale === "nl") return nl_evidence_links(inputs)
	if (locale === "es") return es_evidence_links(inputs)
	if (locale === "en-XA") return en_xa2_evidence_links(inputs)
	return en_evidence_links(inputs)
});