/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Console_Support_BannerInputs */

const en_console_support_banner = /** @type {(inputs: Console_Support_BannerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Read-only support access under grant`)
};

const de_console_support_banner = /** @type {(inputs: Console_Support_BannerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lesender Support-Zugang unter Freigabe`)
};

const fr_console_support_banner = /** @type {(inputs: Console_Support_BannerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Accès support en lecture seule sous l’autorisation`)
};

const nl_console_support_banner = /** @type {(inputs: Console_Support_BannerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Alleen-lezen supporttoegang onder toestemming`)
};

const es_console_support_banner = /** @type {(inputs: Console_Support_BannerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Acceso de soporte de solo lectura con la autorización`)
};

const en_xa2_console_support_banner = /** @type {(inputs: Console_Support_BannerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ŕéáð-öñļý šüþþöŕţ áççéšš üñðéŕ ĝŕáñţ one two th]`)
};

/**
* | output |
* | --- |
* | "Read-only support access under grant" |
*
* @param {Console_Support_BannerInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const console_support_banner = /** @type {((inputs?: Console_Support_BannerInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Console_Support_BannerInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_console_support_banner(inputs)
	if (locale === "fr") return fr_console_support_banner(inputs)
	if (locale === "nl") return nl_console_support_banner(inputs)
	if (locale === "es") return es_console_support_banner(inputs)
	if (locale === "en-XA") return en_xa2_console_support_banner(inputs)
	return en_console_support_banner(inputs)
});