/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Roadmap_TableInputs */

const en_roadmap_table = /** @type {(inputs: Roadmap_TableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Table`)
};

const de_roadmap_table = /** @type {(inputs: Roadmap_TableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tabelle`)
};

const fr_roadmap_table = /** @type {(inputs: Roadmap_TableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Table`)
};

const nl_roadmap_table = /** @type {(inputs: Roadmap_TableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tabel`)
};

const es_roadmap_table = /** @type {(inputs: Roadmap_TableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tabla`)
};

const en_xa2_roadmap_table = /** @type {(inputs: Roadmap_TableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţáƀļé ]`)
};

/**
* | output |
* | --- |
* | "Table" |
*
* @param {Roadmap_TableInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const roadmap_table = /** @type {((inputs?: Roadmap_TableInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Roadmap_TableInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_roadmap_table(inputs)
	if (locale === "fr") return fr_roadmap_table(inputs)
	if (locale === "nl") return nl_roadmap_table(inputs)
	if (locale === "es") return es_roadmap_table(inputs)
	if (locale === "en-XA") return en_xa2_roadmap_table(inputs)
	return en_roadmap_table(inputs)
});