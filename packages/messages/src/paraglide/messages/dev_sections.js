/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dev_SectionsInputs */

const en_dev_sections = /** @type {(inputs: Dev_SectionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Developer sections`)
};

const de_dev_sections = /** @type {(inputs: Dev_SectionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Entwicklerbereiche`)
};

const fr_dev_sections = /** @type {(inputs: Dev_SectionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sections développeurs`)
};

const nl_dev_sections = /** @type {(inputs: Dev_SectionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ontwikkelaarsonderdelen`)
};

const es_dev_sections = /** @type {(inputs: Dev_SectionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Secciones para desarrolladores`)
};

const en_xa2_dev_sections = /** @type {(inputs: Dev_SectionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ðéṽéļöþéŕ šéçţíöñš one]`)
};

/**
* | output |
* | --- |
* | "Developer sections" |
*
* @param {Dev_SectionsInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const dev_sections = /** @type {((inputs?: Dev_SectionsInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dev_SectionsInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_dev_sections(inputs)
	if (locale === "fr") return fr_dev_sections(inputs)
	if (locale === "nl") return nl_dev_sections(inputs)
	if (locale === "es") return es_dev_sections(inputs)
	if (locale === "en-XA") return en_xa2_dev_sections(inputs)
	return en_dev_sections(inputs)
});