/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ bucket: NonNullable<unknown> }} Roadmap_Column_EmptyInputs */

const en_roadmap_column_empty = /** @type {(inputs: Roadmap_Column_EmptyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Nothing in ${i?.bucket}`)
};

const de_roadmap_column_empty = /** @type {(inputs: Roadmap_Column_EmptyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Nichts in „${i?.bucket}“`)
};

const fr_roadmap_column_empty = /** @type {(inputs: Roadmap_Column_EmptyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Rien dans « ${i?.bucket} »`)
};

const nl_roadmap_column_empty = /** @type {(inputs: Roadmap_Column_EmptyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Niets in ${i?.bucket}`)
};

const es_roadmap_column_empty = /** @type {(inputs: Roadmap_Column_EmptyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Nada en ${i?.bucket}`)
};

const en_xa2_roadmap_column_empty = /** @type {(inputs: Roadmap_Column_EmptyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ñöţĥíñĝ íñ ${i?.bucket} one ]`)
};

/**
* | output |
* | --- |
* | "Nothing in {bucket}" |
*
* @param {Roadmap_Column_EmptyInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const roadmap_column_empty = /** @type {((inputs: Roadmap_Column_EmptyInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Roadmap_Column_EmptyInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_roadmap_column_empty(inputs)
	if (locale === "fr") return fr_roadmap_column_empty(inputs)
	if (locale === "nl") return nl_roadmap_column_empty(inputs)
	if (locale === "es") return es_roadmap_column_empty(inputs)
	if (locale === "en-XA") return en_xa2_roadmap_column_empty(inputs)
	return en_roadmap_column_empty(inputs)
});