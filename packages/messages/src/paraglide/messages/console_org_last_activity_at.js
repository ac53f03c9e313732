/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Console_Org_Last_Activity_AtInputs */

const en_console_org_last_activity_at = /** @type {(inputs: Console_Org_Last_Activity_AtInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`last activity`)
};

const de_console_org_last_activity_at = /** @type {(inputs: Console_Org_Last_Activity_AtInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`letzte Aktivität`)
};

const fr_console_org_last_activity_at = /** @type {(inputs: Console_Org_Last_Activity_AtInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`dernière activité`)
};

const nl_console_org_last_activity_at = /** @type {(inputs: Console_Org_Last_Activity_AtInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`laatste activiteit`)
};

const es_console_org_last_activity_at = /** @type {(inputs: Console_Org_Last_Activity_AtInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`última actividad`)
};

const en_xa2_console_org_last_activity_at = /** @type {(inputs: Console_Org_Last_Activity_AtInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[ļášţ áçţíṽíţý on]`)
};

/**
* | output |
* | --- |
* | "last activity" |
*
* @param {Console_Org_Last_Activity_AtInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const console_org_last_activity_at = /** @type {((inputs?: Console_Org_Last_Activity_AtInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Console_Org_Last_Activity_AtInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_console_org_last_activity_at(inputs)
	if (locale === "fr") return fr_console_org_last_activity_at(inputs)
	if (locale === "nl") return nl_console_org_last_activity_at(inputs)
	if (locale === "es") return es_console_org_last_activity_at(inputs)
	if (locale === "en-XA") return en_xa2_console_org_last_activity_at(inputs)
	return en_console_org_last_activity_at(inputs)
});