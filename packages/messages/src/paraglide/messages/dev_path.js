/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dev_PathInputs */

const en_dev_path = /** @type {(inputs: Dev_PathInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Path and query`)
};

const de_dev_path = /** @type {(inputs: Dev_PathInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pfad und Abfrage`)
};

const fr_dev_path = /** @type {(inputs: Dev_PathInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Chemin et requête`)
};

const nl_dev_path = /** @type {(inputs: Dev_PathInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pad en query`)
};

const es_dev_path = /** @type {(inputs: Dev_PathInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ruta y consulta`)
};

const en_xa2_dev_path = /** @type {(inputs: Dev_PathInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Þáţĥ áñð ǫüéŕý on]`)
};

/**
* | output |
* | --- |
* | "Path and query" |
*
* @param {Dev_PathInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const dev_path = /** @type {((inputs?: Dev_PathInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dev_PathInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_dev_path(inputs)
	if (locale === "fr") return fr_dev_path(inputs)
	if (locale === "nl") return nl_dev_path(inputs)
	if (locale === "es") return es_dev_path(inputs)
	if (locale === "en-XA") return en_xa2_dev_path(inputs)
	return en_dev_path(inputs)
});