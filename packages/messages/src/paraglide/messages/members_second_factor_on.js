/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Members_Second_Factor_OnInputs */

const en_members_second_factor_on = /** @type {(inputs: Members_Second_Factor_OnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`On`)
};

const de_members_second_factor_on = /** @type {(inputs: Members_Second_Factor_OnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`An`)
};

const fr_members_second_factor_on = /** @type {(inputs: Members_Second_Factor_OnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Activée`)
};

const nl_members_second_factor_on = /** @type {(inputs: Members_Second_Factor_OnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aan`)
};

const es_members_second_factor_on = /** @type {(inputs: Members_Second_Factor_OnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Activado`)
};

const en_xa2_members_second_factor_on = /** @type {(inputs: Members_Second_Factor_OnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Öñ ]`)
};

/**
* | output |
* | --- |
* | "On" |
*
* @param {Members_Second_Factor_OnInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const members_second_factor_on = /** @type {((inputs?: Members_Second_Factor_OnInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Members_Second_Factor_OnInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_members_second_factor_on(inputs)
	if (locale === "fr") return fr_members_second_factor_on(inputs)
	if (locale === "nl") return nl_members_second_factor_on(inputs)
	if (locale === "es") return es_members_second_factor_on(inputs)
	if (locale === "en-XA") return en_xa2_members_second_factor_on(inputs)
	return en_members_second_factor_on(inputs)
});