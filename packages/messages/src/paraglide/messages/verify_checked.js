/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Verify_CheckedInputs */

const en_verify_checked = /** @type {(inputs: Verify_CheckedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`I've verified`)
};

const de_verify_checked = /** @type {(inputs: Verify_CheckedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ich habe bestätigt`)
};

const fr_verify_checked = /** @type {(inputs: Verify_CheckedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`J’ai vérifié`)
};

const nl_verify_checked = /** @type {(inputs: Verify_CheckedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ik heb bevestigd`)
};

const es_verify_checked = /** @type {(inputs: Verify_CheckedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ya lo he verificado`)
};

const en_xa2_verify_checked = /** @type {(inputs: Verify_CheckedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Î'ṽé ṽéŕíƒíéð on]`)
};

/**
* | output |
* | --- |
* | "I've verified" |
*
* @param {Verify_CheckedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const verify_checked = /** @type {((inputs?: Verify_CheckedInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Verify_CheckedInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_verify_checked(inputs)
	if (locale === "fr") return fr_verify_checked(inputs)
	if (locale === "nl") return nl_verify_checked(inputs)
	if (locale === "es") return es_verify_checked(inputs)
	if (locale === "en-XA") return en_xa2_verify_checked(inputs)
	return en_verify_checked(inputs)
});