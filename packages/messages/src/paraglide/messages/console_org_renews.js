/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Console_Org_RenewsInputs */

const en_console_org_renews = /** @type {(inputs: Console_Org_RenewsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`; renews`)
};

const de_console_org_renews = /** @type {(inputs: Console_Org_RenewsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`; verlängert sich`)
};

const fr_console_org_renews = /** @type {(inputs: Console_Org_RenewsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`; se renouvelle`)
};

const nl_console_org_renews = /** @type {(inputs: Console_Org_RenewsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`; wordt verlengd`)
};

const es_console_org_renews = /** @type {(inputs: Console_Org_RenewsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`; se renueva`)
};

const en_xa2_console_org_renews = /** @type {(inputs: Console_Org_RenewsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[; ŕéñéŵš ]`)
};

/**
* | output |
* | --- |
* | "; renews" |
*
* @param {Console_Org_RenewsInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const console_org_renews = /** @type {((inputs?: Console_Org_RenewsInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Console_Org_RenewsInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_console_org_renews(inputs)
	if (locale === "fr") return fr_console_org_renews(inputs)
	if (locale === "nl") return nl_console_org_renews(inputs)
	if (locale === "es") return es_console_org_renews(inputs)
	if (locale === "en-XA") return en_xa2_console_org_renews(inputs)
	return en_console_org_renews(inputs)
});