/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Common_KindInputs */

const en_common_kind = /** @type {(inputs: Common_KindInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kind`)
};

const de_common_kind = /** @type {(inputs: Common_KindInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Art`)
};

const fr_common_kind = /** @type {(inputs: Common_KindInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Type`)
};

const nl_common_kind = /** @type {(inputs: Common_KindInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Soort`)
};

const es_common_kind = /** @type {(inputs: Common_KindInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tipo`)
};

const en_xa2_common_kind = /** @type {(inputs: Common_KindInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ķíñð ]`)
};

/**
* | output |
* | --- |
* | "Kind" |
*
* @param {Common_KindInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const common_kind = /** @type {((inputs?: Common_KindInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_KindInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_common_kind(inputs)
	if (locale === "fr") return fr_common_kind(inputs)
	if (locale === "nl") return nl_common_kind(inputs)
	if (locale === "es") return es_common_kind(inputs)
	if (locale === "en-XA") return en_xa2_common_kind(inputs)
	return en_common_kind(inputs)
});