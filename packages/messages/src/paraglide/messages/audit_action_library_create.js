/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Audit_Action_Library_CreateInputs */

const en_audit_action_library_create = /** @type {(inputs: Audit_Action_Library_CreateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Global baseline created`)
};

const de_audit_action_library_create = /** @type {(inputs: Audit_Action_Library_CreateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Globale Baseline angelegt`)
};

const fr_audit_action_library_create = /** @type {(inputs: Audit_Action_Library_CreateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Référentiel global créé`)
};

const nl_audit_action_library_create = /** @type {(inputs: Audit_Action_Library_CreateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Globale baseline aangemaakt`)
};

const es_audit_action_library_create = /** @type {(inputs: Audit_Action_Library_CreateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Línea base global creada`)
};

const en_xa2_audit_action_library_create = /** @type {(inputs: Audit_Action_Library_CreateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ĝļöƀáļ ƀášéļíñé çŕéáţéð one t]`)
};

/**
* | output |
* | --- |
* | "Global baseline created" |
*
* @param {Audit_Action_Library_CreateInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const audit_action_library_create = /** @type {((inputs?: Audit_Action_Library_CreateInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Audit_Action_Library_CreateInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_audit_action_library_create(inputs)
	if (locale === "fr") return fr_audit_action_library_create(inputs)
	if (locale === "nl") return nl_audit_action_library_create(inputs)
	if (locale === "es") return es_audit_action_library_create(inputs)
	if (locale === "en-XA") return en_xa2_audit_action_library_create(inputs)
	return en_audit_action_library_create(inputs)
});