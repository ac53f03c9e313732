/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Sharing_ShareInputs */

const en_sharing_share = /** @type {(inputs: Sharing_ShareInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Share`)
};

const de_sharing_share = /** @type {(inputs: Sharing_ShareInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Teilen`)
};

const fr_sharing_share = /** @type {(inputs: Sharing_ShareInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Partager`)
};

const nl_sharing_share = /** @type {(inputs: Sharing_ShareInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Delen`)
};

const es_sharing_share = /** @type {(inputs: Sharing_ShareInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Compartir`)
};

const en_xa2_sharing_share = /** @type {(inputs: Sharing_ShareInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šĥáŕé ]`)
};

/**
* | output |
* | --- |
* | "Share" |
*
* @param {Sharing_ShareInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const sharing_share = /** @type {((inputs?: Sharing_ShareInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sharing_ShareInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_sharing_share(inputs)
	if (locale === "fr") return fr_sharing_share(inputs)
	if (locale === "nl") return nl_sharing_share(inputs)
	if (locale === "es") return es_sharing_share(inputs)
	if (locale === "en-XA") return en_xa2_sharing_share(inputs)
	return en_sharing_share(inputs)
});