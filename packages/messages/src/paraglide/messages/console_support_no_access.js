/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Console_Support_No_AccessInputs */

const en_console_support_no_access = /** @type {(inputs: Console_Support_No_AccessInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No active support access`)
};

const de_console_support_no_access = /** @type {(inputs: Console_Support_No_AccessInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kein aktiver Support-Zugang`)
};

const fr_console_support_no_access = /** @type {(inputs: Console_Support_No_AccessInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aucun accès support actif`)
};

const nl_console_support_no_access = /** @type {(inputs: Console_Support_No_AccessInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Geen actieve supporttoegang`)
};

const es_console_support_no_access = /** @type {(inputs: Console_Support_No_AccessInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sin acceso de soporte activo`)
};

const en_xa2_console_support_no_access = /** @type {(inputs: Console_Support_No_AccessInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ñö áçţíṽé šüþþöŕţ áççéšš one t]`)
};

/**
* | output |
* | --- |
* | "No active support access" |
*
* @param {Console_Support_No_AccessInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const console_support_no_access = /** @type {((inputs?: Console_Support_No_AccessInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Console_Support_No_AccessInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_console_support_no_access(inputs)
	if (locale === "fr") return fr_console_support_no_access(inputs)
	if (locale === "nl") return nl_console_support_no_access(inputs)
	if (locale === "es") return es_console_support_no_access(inputs)
	if (locale === "en-XA") return en_xa2_console_support_no_access(inputs)
	return en_console_support_no_access(inputs)
});