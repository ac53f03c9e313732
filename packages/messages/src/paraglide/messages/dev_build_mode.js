/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dev_Build_ModeInputs */

const en_dev_build_mode = /** @type {(inputs: Dev_Build_ModeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Build mode`)
};

const de_dev_build_mode = /** @type {(inputs: Dev_Build_ModeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Build-Modus`)
};

const fr_dev_build_mode = /** @type {(inputs: Dev_Build_ModeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mode de build`)
};

const nl_dev_build_mode = /** @type {(inputs: Dev_Build_ModeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Buildmodus`)
};

const es_dev_build_mode = /** @type {(inputs: Dev_Build_ModeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Modo de compilación`)
};

const en_xa2_dev_build_mode = /** @type {(inputs: Dev_Build_ModeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ɓüíļð ɱöðé o]`)
};

/**
* | output |
* | --- |
* | "Build mode" |
*
* @param {Dev_Build_ModeInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const dev_build_mode = /** @type {((inputs?: Dev_Build_ModeInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dev_Build_ModeInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_dev_build_mode(inputs)
	if (locale === "fr") return fr_dev_build_mode(inputs)
	if (locale === "nl") return nl_dev_build_mode(inputs)
	if (locale === "es") return es_dev_build_mode(inputs)
	if (locale === "en-XA") return en_xa2_dev_build_mode(inputs)
	return en_dev_build_mode(inputs)
});