/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Console_Org_IgnoredInputs */

const en_console_org_ignored = /** @type {(inputs: Console_Org_IgnoredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ignored`)
};

const de_console_org_ignored = /** @type {(inputs: Console_Org_IgnoredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ignoriert`)
};

const fr_console_org_ignored = /** @type {(inputs: Console_Org_IgnoredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ignoré`)
};

const nl_console_org_ignored = /** @type {(inputs: Console_Org_IgnoredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Genegeerd`)
};

const es_console_org_ignored = /** @type {(inputs: Console_Org_IgnoredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ignorado`)
};

const en_xa2_console_org_ignored = /** @type {(inputs: Console_Org_IgnoredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Îĝñöŕéð ]`)
};

/**
* | output |
* | --- |
* | "Ignored" |
*
* @param {Console_Org_IgnoredInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const console_org_ignored = /** @type {((inputs?: Console_Org_IgnoredInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Console_Org_IgnoredInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_console_org_ignored(inputs)
	if (locale === "fr") return fr_console_org_ignored(inputs)
	if (locale === "nl") return nl_console_org_ignored(inputs)
	if (locale === "es") return es_console_org_ignored(inputs)
	if (locale === "en-XA") return en_xa2_console_org_ignored(inputs)
	return en_console_org_ignored(inputs)
});