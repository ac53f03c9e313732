/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Console_Support_Access_Not_LoadedInputs */

const en_console_support_access_not_loaded = /** @type {(inputs: Console_Support_Access_Not_LoadedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your support access could not be loaded`)
};

const de_console_support_access_not_loaded = /** @type {(inputs: Console_Support_Access_Not_LoadedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ihr Support-Zugang konnte nicht geladen werden`)
};

const fr_console_support_access_not_loaded = /** @type {(inputs: Console_Support_Access_Not_LoadedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Votre accès support n’a pas pu être chargé`)
};

const nl_console_support_access_not_loaded = /** @type {(inputs: Console_Support_Access_Not_LoadedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Uw supporttoegang kon niet worden geladen`)
};

const es_console_support_access_not_loaded = /** @type {(inputs: Console_Support_Access_Not_LoadedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se pudo cargar tu acceso de soporte`)
};

const en_xa2_console_support_access_not_loaded = /** @type {(inputs: Console_Support_Access_Not_LoadedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ýöüŕ šüþþöŕţ áççéšš çöüļð ñöţ ƀé ļöáðéð one two thr]`)
};

/**
* | output |
* | --- |
* | "Your support access could not be loaded" |
*
* @param {Console_Support_Access_Not_LoadedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const console_support_access_not_loaded = /** @type {((inputs?: Console_Support_Access_Not_LoadedInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Console_Support_Access_Not_LoadedInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_console_support_access_not_loaded(inputs)
	if (locale === "fr") return fr_console_support_access_not_loaded(inputs)
	if (locale === "nl") return nl_console_support_access_not_loaded(inputs)
	if (locale === "es") return es_console_support_access_not_loaded(inputs)
	if (locale === "en-XA") return en_xa2_console_support_access_not_loaded(inputs)
	return en_console_support_access_not_loaded(inputs)
});