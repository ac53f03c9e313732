/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Console_Org_AppliedInputs */

const en_console_org_applied = /** @type {(inputs: Console_Org_AppliedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Applied`)
};

const de_console_org_applied = /** @type {(inputs: Console_Org_AppliedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Angewendet`)
};

const fr_console_org_applied = /** @type {(inputs: Console_Org_AppliedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Appliqué`)
};

const nl_console_org_applied = /** @type {(inputs: Console_Org_AppliedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Toegepast`)
};

const es_console_org_applied = /** @type {(inputs: Console_Org_AppliedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aplicado`)
};

const en_xa2_console_org_applied = /** @type {(inputs: Console_Org_AppliedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Åþþļíéð ]`)
};

/**
* | output |
* | --- |
* | "Applied" |
*
* @param {Console_Org_AppliedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const console_org_applied = /** @type {((inputs?: Console_Org_AppliedInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Console_Org_AppliedInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_console_org_applied(inputs)
	if (locale === "fr") return fr_console_org_applied(inputs)
	if (locale === "nl") return nl_console_org_applied(inputs)
	if (locale === "es") return es_console_org_applied(inputs)
	if (locale === "en-XA") return en_xa2_console_org_applied(inputs)
	return en_console_org_applied(inputs)
});