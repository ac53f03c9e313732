/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dev_TitleInputs */

const en_dev_title = /** @type {(inputs: Dev_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Developer`)
};

const de_dev_title = /** @type {(inputs: Dev_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Entwickler`)
};

const fr_dev_title = /** @type {(inputs: Dev_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Développeurs`)
};

const nl_dev_title = /** @type {(inputs: Dev_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ontwikkelaars`)
};

const es_dev_title = /** @type {(inputs: Dev_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Desarrolladores`)
};

const en_xa2_dev_title = /** @type {(inputs: Dev_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ðéṽéļöþéŕ ]`)
};

/**
* | output |
* | --- |
* | "Developer" |
*
* @param {Dev_TitleInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const dev_title = /** @type {((inputs?: Dev_TitleInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dev_TitleInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_dev_title(inputs)
	if (locale === "fr") return fr_dev_title(inputs)
	if (locale === "nl") return nl_dev_title(inputs)
	if (locale === "es") return es_dev_title(inputs)
	if (locale === "en-XA") return en_xa2_dev_title(inputs)
	return en_dev_title(inputs)
});