/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Console_Org_Private_BaselinesInputs */

const en_console_org_private_baselines = /** @type {(inputs: Console_Org_Private_BaselinesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Private baselines`)
};

const de_console_org_private_baselines = /** @type {(inputs: Console_Org_Private_BaselinesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Private Baselines`)
};

const fr_console_org_private_baselines = /** @type {(inputs: Console_Org_Private_BaselinesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Référentiels privés`)
};

const nl_console_org_private_baselines = /** @type {(inputs: Console_Org_Private_BaselinesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Privé-baselines`)
};

const es_console_org_private_baselines = /** @type {(inputs: Console_Org_Private_BaselinesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Líneas base privadas`)
};

const en_xa2_console_org_private_baselines = /** @type {(inputs: Console_Org_Private_BaselinesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Þŕíṽáţé ƀášéļíñéš one]`)
};

/**
* | output |
* | --- |
* | "Private baselines" |
*
* @param {Console_Org_Private_BaselinesInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const console_org_private_baselines = /** @type {((inputs?: Console_Org_Private_BaselinesInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Console_Org_Private_BaselinesInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_console_org_private_baselines(inputs)
	if (locale === "fr") return fr_console_org_private_baselines(inputs)
	if (locale === "nl") return nl_console_org_private_baselines(inputs)
	if (locale === "es") return es_console_org_private_baselines(inputs)
	if (locale === "en-XA") return en_xa2_console_org_private_baselines(inputs)
	return en_console_org_private_baselines(inputs)
});