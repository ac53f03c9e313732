/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Members_Second_Factor_OffInputs */

const en_members_second_factor_off = /** @type {(inputs: Members_Second_Factor_OffInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Off`)
};

const de_members_second_factor_off = /** @type {(inputs: Members_Second_Factor_OffInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aus`)
};

const fr_members_second_factor_off = /** @type {(inputs: Members_Second_Factor_OffInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Désactivée`)
};

const nl_members_second_factor_off = /** @type {(inputs: Members_Second_Factor_OffInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Uit`)
};

const es_members_second_factor_off = /** @type {(inputs: Members_Second_Factor_OffInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Desactivado`)
};

const en_xa2_members_second_factor_off = /** @type {(inputs: Members_Second_Factor_OffInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Öƒƒ ]`)
};

/**
* | output |
* | --- |
* | "Off" |
*
* @param {Members_Second_Factor_OffInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const members_second_factor_off = /** @type {((inputs?: Members_Second_Factor_OffInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Members_Second_Factor_OffInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_members_second_factor_off(inputs)
	if (locale === "fr") return fr_members_second_factor_off(inputs)
	if (locale === "nl") return nl_members_second_factor_off(inputs)
	if (locale === "es") return es_members_second_factor_off(inputs)
	if (locale === "en-XA") return en_xa2_members_second_factor_off(inputs)
	return en_members_second_factor_off(inputs)
});