/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Console_Org_No_ActivityInputs */

const en_console_org_no_activity = /** @type {(inputs: Console_Org_No_ActivityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`none`)
};

const de_console_org_no_activity = /** @type {(inputs: Console_Org_No_ActivityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`keine`)
};

const fr_console_org_no_activity = /** @type {(inputs: Console_Org_No_ActivityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`aucune`)
};

const nl_console_org_no_activity = /** @type {(inputs: Console_Org_No_ActivityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`geen`)
};

const es_console_org_no_activity = /** @type {(inputs: Console_Org_No_ActivityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ninguna`)
};

const en_xa2_console_org_no_activity = /** @type {(inputs: Console_Org_No_ActivityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[ñöñé ]`)
};

/**
* | output |
* | --- |
* | "none" |
*
* @param {Console_Org_No_ActivityInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const console_org_no_activity = /** @type {((inputs?: Console_Org_No_ActivityInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Console_Org_No_ActivityInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_console_org_no_activity(inputs)
	if (locale === "fr") return fr_console_org_no_activity(inputs)
	if (locale === "nl") return nl_console_org_no_activity(inputs)
	if (locale === "es") return es_console_org_no_activity(inputs)
	if (locale === "en-XA") return en_xa2_console_org_no_activity(inputs)
	return en_console_org_no_activity(inputs)
});