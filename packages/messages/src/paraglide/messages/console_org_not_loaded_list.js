/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Console_Org_Not_Loaded_ListInputs */

const en_console_org_not_loaded_list = /** @type {(inputs: Console_Org_Not_Loaded_ListInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Organisations could not be loaded`)
};

const de_console_org_not_loaded_list = /** @type {(inputs: Console_Org_Not_Loaded_ListInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Organisationen konnten nicht geladen werden`)
};

const fr_console_org_not_loaded_list = /** @type {(inputs: Console_Org_Not_Loaded_ListInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Les organisations n’ont pas pu être chargées`)
};

const nl_console_org_not_loaded_list = /** @type {(inputs: Console_Org_Not_Loaded_ListInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Organisaties konden niet worden geladen`)
};

const es_console_org_not_loaded_list = /** @type {(inputs: Console_Org_Not_Loaded_ListInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se pudieron cargar las organizaciones`)
};

const en_xa2_console_org_not_loaded_list = /** @type {(inputs: Console_Org_Not_Loaded_ListInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Öŕĝáñíšáţíöñš çöüļð ñöţ ƀé ļöáðéð one two t]`)
};

/**
* | output |
* | --- |
* | "Organisations could not be loaded" |
*
* @param {Console_Org_Not_Loaded_ListInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const console_org_not_loaded_list = /** @type {((inputs?: Console_Org_Not_Loaded_ListInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Console_Org_Not_Loaded_ListInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_console_org_not_loaded_list(inputs)
	if (locale === "fr") return fr_console_org_not_loaded_list(inputs)
	if (locale === "nl") return nl_console_org_not_loaded_list(inputs)
	if (locale === "es") return es_console_org_not_loaded_list(inputs)
	if (locale === "en-XA") return en_xa2_console_org_not_loaded_list(inputs)
	return en_console_org_not_loaded_list(inputs)
});