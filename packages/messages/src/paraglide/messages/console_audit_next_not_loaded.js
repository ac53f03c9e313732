/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Console_Audit_Next_Not_LoadedInputs */

const en_console_audit_next_not_loaded = /** @type {(inputs: Console_Audit_Next_Not_LoadedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The next entries could not be loaded`)
};

const de_console_audit_next_not_loaded = /** @type {(inputs: Console_Audit_Next_Not_LoadedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Die nächsten Einträge konnten nicht geladen werden`)
};

const fr_console_audit_next_not_loaded = /** @type {(inputs: Console_Audit_Next_Not_LoadedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Les entrées suivantes n’ont pas pu être chargées`)
};

const nl_console_audit_next_not_loaded = /** @type {(inputs: Console_Audit_Next_Not_LoadedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`De volgende regels konden niet worden geladen`)
};

const es_console_audit_next_not_loaded = /** @type {(inputs: Console_Audit_Next_Not_LoadedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se pudieron cargar las siguientes entradas`)
};

const en_xa2_console_audit_next_not_loaded = /** @type {(inputs: Console_Audit_Next_Not_LoadedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥé ñéẋţ éñţŕíéš çöüļð ñöţ ƀé ļöáðéð one two th]`)
};

/**
* | output |
* | --- |
* | "The next entries could not be loaded" |
*
* @param {Console_Audit_Next_Not_LoadedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const console_audit_next_not_loaded = /** @type {((inputs?: Console_Audit_Next_Not_LoadedInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Console_Audit_Next_Not_LoadedInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_console_audit_next_not_loaded(inputs)
	if (locale === "fr") return fr_console_audit_next_not_loaded(inputs)
	if (locale === "nl") return nl_console_audit_next_not_loaded(inputs)
	if (locale === "es") return es_console_audit_next_not_loaded(inputs)
	if (locale === "en-XA") return en_xa2_console_audit_next_not_loaded(inputs)
	return en_console_audit_next_not_loaded(inputs)
});