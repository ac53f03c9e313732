/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Explore_Library_FailedInputs */

const en_explore_library_failed = /** @type {(inputs: Explore_Library_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The library could not be loaded`)
};

const de_explore_library_failed = /** @type {(inputs: Explore_Library_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Die Bibliothek konnte nicht geladen werden`)
};

const fr_explore_library_failed = /** @type {(inputs: Explore_Library_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La bibliothèque n’a pas pu être chargée`)
};

const nl_explore_library_failed = /** @type {(inputs: Explore_Library_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`De bibliotheek kon niet worden geladen`)
};

const es_explore_library_failed = /** @type {(inputs: Explore_Library_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se pudo cargar la biblioteca`)
};

const en_xa2_explore_library_failed = /** @type {(inputs: Explore_Library_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥé ļíƀŕáŕý çöüļð ñöţ ƀé ļöáðéð one two ]`)
};

/**
* | output |
* | --- |
* | "The library could not be loaded" |
*
* @param {Explore_Library_FailedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const explore_library_failed = /** @type {((inputs?: Explore_Library_FailedInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Explore_Library_FailedInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_explore_library_failed(inputs)
	if (locale === "fr") return fr_explore_library_failed(inputs)
	if (locale === "nl") return nl_explore_library_failed(inputs)
	if (locale === "es") return es_explore_library_failed(inputs)
	if (locale === "en-XA") return en_xa2_explore_library_failed(inputs)
	return en_explore_library_failed(inputs)
});