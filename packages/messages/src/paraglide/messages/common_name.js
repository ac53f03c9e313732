/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Common_NameInputs */

const en_common_name = /** @type {(inputs: Common_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Name`)
};

const de_common_name = /** @type {(inputs: Common_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Name`)
};

const fr_common_name = /** @type {(inputs: Common_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nom`)
};

const nl_common_name = /** @type {(inputs: Common_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Naam`)
};

const es_common_name = /** @type {(inputs: Common_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nombre`)
};

const en_xa2_common_name = /** @type {(inputs: Common_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ñáɱé ]`)
};

/**
* | output |
* | --- |
* | "Name" |
*
* @param {Common_NameInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const common_name = /** @type {((inputs?: Common_NameInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_NameInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_common_name(inputs)
	if (locale === "fr") return fr_common_name(inputs)
	if (locale === "nl") return nl_common_name(inputs)
	if (locale === "es") return es_common_name(inputs)
	if (locale === "en-XA") return en_xa2_common_name(inputs)
	return en_common_name(inputs)
});