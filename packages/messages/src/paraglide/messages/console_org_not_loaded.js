/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Console_Org_Not_LoadedInputs */

const en_console_org_not_loaded = /** @type {(inputs: Console_Org_Not_LoadedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The organisation could not be loaded`)
};

const de_console_org_not_loaded = /** @type {(inputs: Console_Org_Not_LoadedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Die Organisation konnte nicht geladen werden`)
};

const fr_console_org_not_loaded = /** @type {(inputs: Console_Org_Not_LoadedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`L’organisation n’a pas pu être chargée`)
};

const nl_console_org_not_loaded = /** @type {(inputs: Console_Org_Not_LoadedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`De organisatie kon niet worden geladen`)
};

const es_console_org_not_loaded = /** @type {(inputs: Console_Org_Not_LoadedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se pudo cargar la organización`)
};

const en_xa2_console_org_not_loaded = /** @type {(inputs: Console_Org_Not_LoadedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥé öŕĝáñíšáţíöñ çöüļð ñöţ ƀé ļöáðéð one two th]`)
};

/**
* | output |
* | --- |
* | "The organisation could not be loaded" |
*
* @param {Console_Org_Not_LoadedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const console_org_not_loaded = /** @type {((inputs?: Console_Org_Not_LoadedInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Console_Org_Not_LoadedInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_console_org_not_loaded(inputs)
	if (locale === "fr") return fr_console_org_not_loaded(inputs)
	if (locale === "nl") return nl_console_org_not_loaded(inputs)
	if (locale === "es") return es_console_org_not_loaded(inputs)
	if (locale === "en-XA") return en_xa2_console_org_not_loaded(inputs)
	return en_console_org_not_loaded(inputs)
});