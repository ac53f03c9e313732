/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Console_Support_Open_NowInputs */

const en_console_support_open_now = /** @type {(inputs: Console_Support_Open_NowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Open access now`)
};

const de_console_support_open_now = /** @type {(inputs: Console_Support_Open_NowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zugang jetzt öffnen`)
};

const fr_console_support_open_now = /** @type {(inputs: Console_Support_Open_NowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ouvrir l’accès maintenant`)
};

const nl_console_support_open_now = /** @type {(inputs: Console_Support_Open_NowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Toegang nu openen`)
};

const es_console_support_open_now = /** @type {(inputs: Console_Support_Open_NowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Abrir el acceso ahora`)
};

const en_xa2_console_support_open_now = /** @type {(inputs: Console_Support_Open_NowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Öþéñ áççéšš ñöŵ on]`)
};

/**
* | output |
* | --- |
* | "Open access now" |
*
* @param {Console_Support_Open_NowInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const console_support_open_now = /** @type {((inputs?: Console_Support_Open_NowInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Console_Support_Open_NowInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_console_support_open_now(inputs)
	if (locale === "fr") return fr_console_support_open_now(inputs)
	if (locale === "nl") return nl_console_support_open_now(inputs)
	if (locale === "es") return es_console_support_open_now(inputs)
	if (locale === "en-XA") return en_xa2_console_support_open_now(inputs)
	return en_console_support_open_now(inputs)
});