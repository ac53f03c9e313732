/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Audit_Action_Library_DuplicateInputs */

const en_audit_action_library_duplicate = /** @type {(inputs: Audit_Action_Library_DuplicateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Global baseline duplicated`)
};

const de_audit_action_library_duplicate = /** @type {(inputs: Audit_Action_Library_DuplicateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Globale Baseline dupliziert`)
};

const fr_audit_action_library_duplicate = /** @type {(inputs: Audit_Action_Library_DuplicateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Référentiel global dupliqué`)
};

const nl_audit_action_library_duplicate = /** @type {(inputs: Audit_Action_Library_DuplicateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Globale baseline gedupliceerd`)
};

const es_audit_action_library_duplicate = /** @type {(inputs: Audit_Action_Library_DuplicateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Línea base global duplicada`)
};

const en_xa2_audit_action_library_duplicate = /** @type {(inputs: Audit_Action_Library_DuplicateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ĝļöƀáļ ƀášéļíñé ðüþļíçáţéð one tw]`)
};

/**
* | output |
* | --- |
* | "Global baseline duplicated" |
*
* @param {Audit_Action_Library_DuplicateInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const audit_action_library_duplicate = /** @type {((inputs?: Audit_Action_Library_DuplicateInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Audit_Action_Library_DuplicateInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_audit_action_library_duplicate(inputs)
	if (locale === "fr") return fr_audit_action_library_duplicate(inputs)
	if (locale === "nl") return nl_audit_action_library_duplicate(inputs)
	if (locale === "es") return es_audit_action_library_duplicate(inputs)
	if (locale === "en-XA") return en_xa2_audit_action_library_duplicate(inputs)
	return en_audit_action_library_duplicate(inputs)
});