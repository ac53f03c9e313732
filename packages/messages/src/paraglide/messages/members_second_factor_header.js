/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Members_Second_Factor_HeaderInputs */

const en_members_second_factor_header = /** @type {(inputs: Members_Second_Factor_HeaderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Two-step`)
};

const de_members_second_factor_header = /** @type {(inputs: Members_Second_Factor_HeaderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zwei Schritte`)
};

const fr_members_second_factor_header = /** @type {(inputs: Members_Second_Factor_HeaderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Deux étapes`)
};

const nl_members_second_factor_header = /** @type {(inputs: Members_Second_Factor_HeaderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Twee stappen`)
};

const es_members_second_factor_header = /** @type {(inputs: Members_Second_Factor_HeaderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dos pasos`)
};

const en_xa2_members_second_factor_header = /** @type {(inputs: Members_Second_Factor_HeaderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţŵö-šţéþ ]`)
};

/**
* | output |
* | --- |
* | "Two-step" |
*
* @param {Members_Second_Factor_HeaderInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const members_second_factor_header = /** @type {((inputs?: Members_Second_Factor_HeaderInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Members_Second_Factor_HeaderInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_members_second_factor_header(inputs)
	if (locale === "fr") return fr_members_second_factor_header(inputs)
	if (locale === "nl") return nl_members_second_factor_header(inputs)
	if (locale === "es") return es_members_second_factor_header(inputs)
	if (locale === "en-XA") return en_xa2_members_second_factor_header(inputs)
	return en_members_second_factor_header(inputs)
});