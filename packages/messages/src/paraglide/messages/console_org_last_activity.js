/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Console_Org_Last_ActivityInputs */

const en_console_org_last_activity = /** @type {(inputs: Console_Org_Last_ActivityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Last activity`)
};

const de_console_org_last_activity = /** @type {(inputs: Console_Org_Last_ActivityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Letzte Aktivität`)
};

const fr_console_org_last_activity = /** @type {(inputs: Console_Org_Last_ActivityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dernière activité`)
};

const nl_console_org_last_activity = /** @type {(inputs: Console_Org_Last_ActivityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Laatste activiteit`)
};

const es_console_org_last_activity = /** @type {(inputs: Console_Org_Last_ActivityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Última actividad`)
};

const en_xa2_console_org_last_activity = /** @type {(inputs: Console_Org_Last_ActivityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ļášţ áçţíṽíţý on]`)
};

/**
* | output |
* | --- |
* | "Last activity" |
*
* @param {Console_Org_Last_ActivityInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const console_org_last_activity = /** @type {((inputs?: Console_Org_Last_ActivityInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Console_Org_Last_ActivityInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_console_org_last_activity(inputs)
	if (locale === "fr") return fr_console_org_last_activity(inputs)
	if (locale === "nl") return nl_console_org_last_activity(inputs)
	if (locale === "es") return es_console_org_last_activity(inputs)
	if (locale === "en-XA") return en_xa2_console_org_last_activity(inputs)
	return en_console_org_last_activity(inputs)
});