/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Console_Org_UsageInputs */

const en_console_org_usage = /** @type {(inputs: Console_Org_UsageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Usage against limits`)
};

const de_console_org_usage = /** @type {(inputs: Console_Org_UsageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nutzung im Verhältnis zu den Limits`)
};

const fr_console_org_usage = /** @type {(inputs: Console_Org_UsageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Utilisation par rapport aux limites`)
};

const nl_console_org_usage = /** @type {(inputs: Console_Org_UsageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gebruik ten opzichte van de limieten`)
};

const es_console_org_usage = /** @type {(inputs: Console_Org_UsageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Uso frente a los límites`)
};

const en_xa2_console_org_usage = /** @type {(inputs: Console_Org_UsageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ûšáĝé áĝáíñšţ ļíɱíţš one ]`)
};

/**
* | output |
* | --- |
* | "Usage against limits" |
*
* @param {Console_Org_UsageInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const console_org_usage = /** @type {((inputs?: Console_Org_UsageInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Console_Org_UsageInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_console_org_usage(inputs)
	if (locale === "fr") return fr_console_org_usage(inputs)
	if (locale === "nl") return nl_console_org_usage(inputs)
	if (locale === "es") return es_console_org_usage(inputs)
	if (locale === "en-XA") return en_xa2_console_org_usage(inputs)
	return en_console_org_usage(inputs)
});