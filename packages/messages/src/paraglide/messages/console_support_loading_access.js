/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Console_Support_Loading_AccessInputs */

const en_console_support_loading_access = /** @type {(inputs: Console_Support_Loading_AccessInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Loading your support access`)
};

const de_console_support_loading_access = /** @type {(inputs: Console_Support_Loading_AccessInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ihr Support-Zugang wird geladen`)
};

const fr_console_support_loading_access = /** @type {(inputs: Console_Support_Loading_AccessInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Chargement de votre accès support`)
};

const nl_console_support_loading_access = /** @type {(inputs: Console_Support_Loading_AccessInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Uw supporttoegang wordt geladen`)
};

const es_console_support_loading_access = /** @type {(inputs: Console_Support_Loading_AccessInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cargando tu acceso de soporte`)
};

const en_xa2_console_support_loading_access = /** @type {(inputs: Console_Support_Loading_AccessInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ļöáðíñĝ ýöüŕ šüþþöŕţ áççéšš one tw]`)
};

/**
* | output |
* | --- |
* | "Loading your support access" |
*
* @param {Console_Support_Loading_AccessInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const console_support_loading_access = /** @type {((inputs?: Console_Support_Loading_AccessInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Console_Support_Loading_AccessInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_console_support_loading_access(inputs)
	if (locale === "fr") return fr_console_support_loading_access(inputs)
	if (locale === "nl") return nl_console_support_loading_access(inputs)
	if (locale === "es") return es_console_support_loading_access(inputs)
	if (locale === "en-XA") return en_xa2_console_support_loading_access(inputs)
	return en_console_support_loading_access(inputs)
});