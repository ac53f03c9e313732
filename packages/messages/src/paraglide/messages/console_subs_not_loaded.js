/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Console_Subs_Not_LoadedInputs */

const en_console_subs_not_loaded = /** @type {(inputs: Console_Subs_Not_LoadedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Subscriptions could not be loaded`)
};

const de_console_subs_not_loaded = /** @type {(inputs: Console_Subs_Not_LoadedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Abonnements konnten nicht geladen werden`)
};

const fr_console_subs_not_loaded = /** @type {(inputs: Console_Subs_Not_LoadedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Les abonnements n’ont pas pu être chargés`)
};

const nl_console_subs_not_loaded = /** @type {(inputs: Console_Subs_Not_LoadedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Abonnementen konden niet worden geladen`)
};

const es_console_subs_not_loaded = /** @type {(inputs: Console_Subs_Not_LoadedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se pudieron cargar las suscripciones`)
};

const en_xa2_console_subs_not_loaded = /** @type {(inputs: Console_Subs_Not_LoadedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šüƀšçŕíþţíöñš çöüļð ñöţ ƀé ļöáðéð one two t]`)
};

/**
* | output |
* | --- |
* | "Subscriptions could not be loaded" |
*
* @param {Console_Subs_Not_LoadedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const console_subs_not_loaded = /** @type {((inputs?: Console_Subs_Not_LoadedInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Console_Subs_Not_LoadedInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_console_subs_not_loaded(inputs)
	if (locale === "fr") return fr_console_subs_not_loaded(inputs)
	if (locale === "nl") return nl_console_subs_not_loaded(inputs)
	if (locale === "es") return es_console_subs_not_loaded(inputs)
	if (locale === "en-XA") return en_xa2_console_subs_not_loaded(inputs)
	return en_console_subs_not_loaded(inputs)
});