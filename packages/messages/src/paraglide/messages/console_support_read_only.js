/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Console_Support_Read_OnlyInputs */

const en_console_support_read_only = /** @type {(inputs: Console_Support_Read_OnlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Read-only, under support access`)
};

const de_console_support_read_only = /** @type {(inputs: Console_Support_Read_OnlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nur lesend, unter Support-Zugang`)
};

const fr_console_support_read_only = /** @type {(inputs: Console_Support_Read_OnlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`En lecture seule, sous accès support`)
};

const nl_console_support_read_only = /** @type {(inputs: Console_Support_Read_OnlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Alleen-lezen, onder supporttoegang`)
};

const es_console_support_read_only = /** @type {(inputs: Console_Support_Read_OnlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Solo lectura, con acceso de soporte`)
};

const en_xa2_console_support_read_only = /** @type {(inputs: Console_Support_Read_OnlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ŕéáð-öñļý, üñðéŕ šüþþöŕţ áççéšš one two ]`)
};

/**
* | output |
* | --- |
* | "Read-only, under support access" |
*
* @param {Console_Support_Read_OnlyInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const console_support_read_only = /** @type {((inputs?: Console_Support_Read_OnlyInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Console_Support_Read_OnlyInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_console_support_read_only(inputs)
	if (locale === "fr") return fr_console_support_read_only(inputs)
	if (locale === "nl") return nl_console_support_read_only(inputs)
	if (locale === "es") return es_console_support_read_only(inputs)
	if (locale === "en-XA") return en_xa2_console_support_read_only(inputs)
	return en_console_support_read_only(inputs)
});