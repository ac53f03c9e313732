/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ version: NonNullable<unknown> }} Move_Version_OptionInputs */

const en_move_version_option = /** @type {(inputs: Move_Version_OptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Version ${i?.version}`)
};

const de_move_version_option = /** @type {(inputs: Move_Version_OptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Version ${i?.version}`)
};

const fr_move_version_option = /** @type {(inputs: Move_Version_OptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Version ${i?.version}`)
};

const nl_move_version_option = /** @type {(inputs: Move_Version_OptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Versie ${i?.version}`)
};

const es_move_version_option = /** @type {(inputs: Move_Version_OptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Versión ${i?.version}`)
};

const en_xa2_move_version_option = /** @type {(inputs: Move_Version_OptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ṽéŕšíöñ ${i?.version} one]`)
};

/**
* | output |
* | --- |
* | "Version {version}" |
*
* @param {Move_Version_OptionInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const move_version_option = /** @type {((inputs: Move_Version_OptionInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Move_Version_OptionInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_move_version_option(inputs)
	if (locale === "fr") return fr_move_version_option(inputs)
	if (locale === "nl") return nl_move_version_option(inputs)
	if (locale === "es") return es_move_version_option(inputs)
	if (locale === "en-XA") return en_xa2_move_version_option(inputs)
	return en_move_version_option(inputs)
});