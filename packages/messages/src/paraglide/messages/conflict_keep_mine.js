/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Conflict_Keep_MineInputs */

const en_conflict_keep_mine = /** @type {(inputs: Conflict_Keep_MineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Keep mine`)
};

const de_conflict_keep_mine = /** @type {(inputs: Conflict_Keep_MineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Meine behalten`)
};

const fr_conflict_keep_mine = /** @type {(inputs: Conflict_Keep_MineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Garder la mienne`)
};

const nl_conflict_keep_mine = /** @type {(inputs: Conflict_Keep_MineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Het mijne houden`)
};

const es_conflict_keep_mine = /** @type {(inputs: Conflict_Keep_MineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mantener la mía`)
};

const en_xa2_conflict_keep_mine = /** @type {(inputs: Conflict_Keep_MineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ķééþ ɱíñé ]`)
};

/**
* | output |
* | --- |
* | "Keep mine" |
*
* @param {Conflict_Keep_MineInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const conflict_keep_mine = /** @type {((inputs?: Conflict_Keep_MineInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Conflict_Keep_MineInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_conflict_keep_mine(inputs)
	if (locale === "fr") return fr_conflict_keep_mine(inputs)
	if (locale === "nl") return nl_conflict_keep_mine(inputs)
	if (locale === "es") return es_conflict_keep_mine(inputs)
	if (locale === "en-XA") return en_xa2_conflict_keep_mine(inputs)
	return en_conflict_keep_mine(inputs)
});