/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Limit_Private_BaselinesInputs */

const en_limit_private_baselines = /** @type {(inputs: Limit_Private_BaselinesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Private baselines`)
};

const de_limit_private_baselines = /** @type {(inputs: Limit_Private_BaselinesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Private Baselines`)
};

const fr_limit_private_baselines = /** @type {(inputs: Limit_Private_BaselinesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Référentiels privés`)
};

const nl_limit_private_baselines = /** @type {(inputs: Limit_Private_BaselinesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Privébaselines`)
};

const es_limit_private_baselines = /** @type {(inputs: Limit_Private_BaselinesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Líneas base privadas`)
};

const en_xa2_limit_private_baselines = /** @type {(inputs: Limit_Private_BaselinesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Þŕíṽáţé ƀášéļíñéš one]`)
};

/**
* | output |
* | --- |
* | "Private baselines" |
*
* @param {Limit_Private_BaselinesInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const limit_private_baselines = /** @type {((inputs?: Limit_Private_BaselinesInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Limit_Private_BaselinesInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_limit_private_baselines(inputs)
	if (locale === "fr") return fr_limit_private_baselines(inputs)
	if (locale === "nl") return nl_limit_private_baselines(inputs)
	if (locale === "es") return es_limit_private_baselines(inputs)
	if (locale === "en-XA") return en_xa2_limit_private_baselines(inputs)
	return en_limit_private_baselines(inputs)
});