/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Move_ComparingInputs */

const en_move_comparing = /** @type {(inputs: Move_ComparingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Comparing the versions`)
};

const de_move_comparing = /** @type {(inputs: Move_ComparingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Versionen werden verglichen`)
};

const fr_move_comparing = /** @type {(inputs: Move_ComparingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Comparaison des versions`)
};

const nl_move_comparing = /** @type {(inputs: Move_ComparingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Versies vergelijken`)
};

const es_move_comparing = /** @type {(inputs: Move_ComparingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Comparando las versiones`)
};

const en_xa2_move_comparing = /** @type {(inputs: Move_ComparingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çöɱþáŕíñĝ ţĥé ṽéŕšíöñš one t]`)
};

/**
* | output |
* | --- |
* | "Comparing the versions" |
*
* @param {Move_ComparingInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const move_comparing = /** @type {((inputs?: Move_ComparingInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Move_ComparingInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_move_comparing(inputs)
	if (locale === "fr") return fr_move_comparing(inputs)
	if (locale === "nl") return nl_move_comparing(inputs)
	if (locale === "es") return es_move_comparing(inputs)
	if (locale === "en-XA") return en_xa2_move_comparing(inputs)
	return en_move_comparing(inputs)
});