/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Audit_Action_Library_RetireInputs */

const en_audit_action_library_retire = /** @type {(inputs: Audit_Action_Library_RetireInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Global baseline retired`)
};

const de_audit_action_library_retire = /** @type {(inputs: Audit_Action_Library_RetireInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Globale Baseline außer Dienst gestellt`)
};

const fr_audit_action_library_retire = /** @type {(inputs: Audit_Action_Library_RetireInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Référentiel global retiré`)
};

const nl_audit_action_library_retire = /** @type {(inputs: Audit_Action_Library_RetireInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Globale baseline buiten gebruik gesteld`)
};

const es_audit_action_library_retire = /** @type {(inputs: Audit_Action_Library_RetireInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Línea base global retirada`)
};

const en_xa2_audit_action_library_retire = /** @type {(inputs: Audit_Action_Library_RetireInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ĝļöƀáļ ƀášéļíñé ŕéţíŕéð one t]`)
};

/**
* | output |
* | --- |
* | "Global baseline retired" |
*
* @param {Audit_Action_Library_RetireInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const audit_action_library_retire = /** @type {((inputs?: Audit_Action_Library_RetireInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Audit_Action_Library_RetireInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_audit_action_library_retire(inputs)
	if (locale === "fr") return fr_audit_action_library_retire(inputs)
	if (locale === "nl") return nl_audit_action_library_retire(inputs)
	if (locale === "es") return es_audit_action_library_retire(inputs)
	if (locale === "en-XA") return en_xa2_audit_action_library_retire(inputs)
	return en_audit_action_library_retire(inputs)
});