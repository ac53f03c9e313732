/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dev_Build_ProjectInputs */

const en_dev_build_project = /** @type {(inputs: Dev_Build_ProjectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Build and project`)
};

const de_dev_build_project = /** @type {(inputs: Dev_Build_ProjectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Build und Projekt`)
};

const fr_dev_build_project = /** @type {(inputs: Dev_Build_ProjectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Build et projet`)
};

const nl_dev_build_project = /** @type {(inputs: Dev_Build_ProjectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Build en project`)
};

const es_dev_build_project = /** @type {(inputs: Dev_Build_ProjectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Compilación y proyecto`)
};

const en_xa2_dev_build_project = /** @type {(inputs: Dev_Build_ProjectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ɓüíļð áñð þŕöĵéçţ one]`)
};

/**
* | output |
* | --- |
* | "Build and project" |
*
* @param {Dev_Build_ProjectInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const dev_build_project = /** @type {((inputs?: Dev_Build_ProjectInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dev_Build_ProjectInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_dev_build_project(inputs)
	if (locale === "fr") return fr_dev_build_project(inputs)
	if (locale === "nl") return nl_dev_build_project(inputs)
	if (locale === "es") return es_dev_build_project(inputs)
	if (locale === "en-XA") return en_xa2_dev_build_project(inputs)
	return en_dev_build_project(inputs)
});