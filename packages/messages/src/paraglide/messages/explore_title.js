/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Explore_TitleInputs */

const en_explore_title = /** @type {(inputs: Explore_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Explore`)
};

const de_explore_title = /** @type {(inputs: Explore_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Erkunden`)
};

const fr_explore_title = /** @type {(inputs: Explore_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Explorer`)
};

const nl_explore_title = /** @type {(inputs: Explore_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Verkennen`)
};

const es_explore_title = /** @type {(inputs: Explore_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Explorar`)
};

const en_xa2_explore_title = /** @type {(inputs: Explore_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Éẋþļöŕé ]`)
};

/**
* | output |
* | --- |
* | "Explore" |
*
* @param {Explore_TitleInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const explore_title = /** @type {((inputs?: Explore_TitleInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Explore_TitleInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_explore_title(inputs)
	if (locale === "fr") return fr_explore_title(inputs)
	if (locale === "nl") return nl_explore_title(inputs)
	if (locale === "es") return es_explore_title(inputs)
	if (locale === "en-XA") return en_xa2_explore_title(inputs)
	return en_explore_title(inputs)
});