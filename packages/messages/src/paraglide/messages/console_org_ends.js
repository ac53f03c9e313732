/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Console_Org_EndsInputs */

const en_console_org_ends = /** @type {(inputs: Console_Org_EndsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`; ends`)
};

const de_console_org_ends = /** @type {(inputs: Console_Org_EndsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`; endet`)
};

const fr_console_org_ends = /** @type {(inputs: Console_Org_EndsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`; se termine`)
};

const nl_console_org_ends = /** @type {(inputs: Console_Org_EndsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`; eindigt`)
};

const es_console_org_ends = /** @type {(inputs: Console_Org_EndsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`; termina`)
};

const en_xa2_console_org_ends = /** @type {(inputs: Console_Org_EndsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[; éñðš ]`)
};

/**
* | output |
* | --- |
* | "; ends" |
*
* @param {Console_Org_EndsInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const console_org_ends = /** @type {((inputs?: Console_Org_EndsInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Console_Org_EndsInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_console_org_ends(inputs)
	if (locale === "fr") return fr_console_org_ends(inputs)
	if (locale === "nl") return nl_console_org_ends(inputs)
	if (locale === "es") return es_console_org_ends(inputs)
	if (locale === "en-XA") return en_xa2_console_org_ends(inputs)
	return en_console_org_ends(inputs)
});