/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Common_AllInputs */

const en_common_all = /** @type {(inputs: Common_AllInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`All`)
};

const de_common_all = /** @type {(inputs: Common_AllInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Alle`)
};

const fr_common_all = /** @type {(inputs: Common_AllInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tous`)
};

const nl_common_all = /** @type {(inputs: Common_AllInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Alle`)
};

const es_common_all = /** @type {(inputs: Common_AllInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Todos`)
};

const en_xa2_common_all = /** @type {(inputs: Common_AllInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Åļļ ]`)
};

/**
* | output |
* | --- |
* | "All" |
*
* @param {Common_AllInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const common_all = /** @type {((inputs?: Common_AllInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_AllInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_common_all(inputs)
	if (locale === "fr") return fr_common_all(inputs)
	if (locale === "nl") return nl_common_all(inputs)
	if (locale === "es") return es_common_all(inputs)
	if (locale === "en-XA") return en_xa2_common_all(inputs)
	return en_common_all(inputs)
});