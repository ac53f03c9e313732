/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Respondent_Keep_MineInputs */

const en_respondent_keep_mine = /** @type {(inputs: Respondent_Keep_MineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Keep mine`)
};

const de_respondent_keep_mine = /** @type {(inputs: Respondent_Keep_MineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Meine behalten`)
};

const fr_respondent_keep_mine = /** @type {(inputs: Respondent_Keep_MineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Garder la mienne`)
};

const nl_respondent_keep_mine = /** @type {(inputs: Respondent_Keep_MineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mijn versie houden`)
};

const es_respondent_keep_mine = /** @type {(inputs: Respondent_Keep_MineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mantener la mía`)
};

const en_xa2_respondent_keep_mine = /** @type {(inputs: Respondent_Keep_MineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ķééþ ɱíñé ]`)
};

/**
* | output |
* | --- |
* | "Keep mine" |
*
* @param {Respondent_Keep_MineInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const respondent_keep_mine = /** @type {((inputs?: Respondent_Keep_MineInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Respondent_Keep_MineInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_respondent_keep_mine(inputs)
	if (locale === "fr") return fr_respondent_keep_mine(inputs)
	if (locale === "nl") return nl_respondent_keep_mine(inputs)
	if (locale === "es") return es_respondent_keep_mine(inputs)
	if (locale === "en-XA") return en_xa2_respondent_keep_mine(inputs)
	return en_respondent_keep_mine(inputs)
});