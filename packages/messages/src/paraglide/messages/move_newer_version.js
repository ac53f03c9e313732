/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Move_Newer_VersionInputs */

const en_move_newer_version = /** @type {(inputs: Move_Newer_VersionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Newer version`)
};

const de_move_newer_version = /** @type {(inputs: Move_Newer_VersionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Neuere Version`)
};

const fr_move_newer_version = /** @type {(inputs: Move_Newer_VersionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Version plus récente`)
};

const nl_move_newer_version = /** @type {(inputs: Move_Newer_VersionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nieuwere versie`)
};

const es_move_newer_version = /** @type {(inputs: Move_Newer_VersionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Versión más reciente`)
};

const en_xa2_move_newer_version = /** @type {(inputs: Move_Newer_VersionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ñéŵéŕ ṽéŕšíöñ on]`)
};

/**
* | output |
* | --- |
* | "Newer version" |
*
* @param {Move_Newer_VersionInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const move_newer_version = /** @type {((inputs?: Move_Newer_VersionInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Move_Newer_VersionInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_move_newer_version(inputs)
	if (locale === "fr") return fr_move_newer_version(inputs)
	if (locale === "nl") return nl_move_newer_version(inputs)
	if (locale === "es") return es_move_newer_version(inputs)
	if (locale === "en-XA") return en_xa2_move_newer_version(inputs)
	return en_move_newer_version(inputs)
});