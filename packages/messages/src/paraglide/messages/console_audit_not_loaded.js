/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Console_Audit_Not_LoadedInputs */

const en_console_audit_not_loaded = /** @type {(inputs: Console_Audit_Not_LoadedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The audit log could not be loaded`)
};

const de_console_audit_not_loaded = /** @type {(inputs: Console_Audit_Not_LoadedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Das Audit-Log konnte nicht geladen werden`)
};

const fr_console_audit_not_loaded = /** @type {(inputs: Console_Audit_Not_LoadedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Le journal d’audit n’a pas pu être chargé`)
};

const nl_console_audit_not_loaded = /** @type {(inputs: Console_Audit_Not_LoadedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Het auditlogboek kon niet worden geladen`)
};

const es_console_audit_not_loaded = /** @type {(inputs: Console_Audit_Not_LoadedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se pudo cargar el registro de auditoría`)
};

const en_xa2_console_audit_not_loaded = /** @type {(inputs: Console_Audit_Not_LoadedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥé áüðíţ ļöĝ çöüļð ñöţ ƀé ļöáðéð one two t]`)
};

/**
* | output |
* | --- |
* | "The audit log could not be loaded" |
*
* @param {Console_Audit_Not_LoadedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const console_audit_not_loaded = /** @type {((inputs?: Console_Audit_Not_LoadedInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Console_Audit_Not_LoadedInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_console_audit_not_loaded(inputs)
	if (locale === "fr") return fr_console_audit_not_loaded(inputs)
	if (locale === "nl") return nl_console_audit_not_loaded(inputs)
	if (locale === "es") return es_console_audit_not_loaded(inputs)
	if (locale === "en-XA") return en_xa2_console_audit_not_loaded(inputs)
	return en_console_audit_not_loaded(inputs)
});