/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ version: NonNullable<unknown> }} Move_To_VersionInputs */

const en_move_to_version = /** @type {(inputs: Move_To_VersionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Move to version ${i?.version}`)
};

const de_move_to_version = /** @type {(inputs: Move_To_VersionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Auf Version ${i?.version} umstellen`)
};

const fr_move_to_version = /** @type {(inputs: Move_To_VersionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Passer à la version ${i?.version}`)
};

const nl_move_to_version = /** @type {(inputs: Move_To_VersionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Naar versie ${i?.version}`)
};

const es_move_to_version = /** @type {(inputs: Move_To_VersionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Pasar a la versión ${i?.version}`)
};

const en_xa2_move_to_version = /** @type {(inputs: Move_To_VersionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ṁöṽé ţö ṽéŕšíöñ ${i?.version} one tw]`)
};

/**
* | output |
* | --- |
* | "Move to version {version}" |
*
* @param {Move_To_VersionInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const move_to_version = /** @type {((inputs: Move_To_VersionInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Move_To_VersionInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_move_to_version(inputs)
	if (locale === "fr") return fr_move_to_version(inputs)
	if (locale === "nl") return nl_move_to_version(inputs)
	if (locale === "es") return es_move_to_version(inputs)
	if (locale === "en-XA") return en_xa2_move_to_version(inputs)
	return en_move_to_version(inputs)
});