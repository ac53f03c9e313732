/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Audit_Action_Library_New_VersionInputs */

const en_audit_action_library_new_version = /** @type {(inputs: Audit_Action_Library_New_VersionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Global baseline version started`)
};

const de_audit_action_library_new_version = /** @type {(inputs: Audit_Action_Library_New_VersionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Neue Version der globalen Baseline begonnen`)
};

const fr_audit_action_library_new_version = /** @type {(inputs: Audit_Action_Library_New_VersionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nouvelle version du référentiel global commencée`)
};

const nl_audit_action_library_new_version = /** @type {(inputs: Audit_Action_Library_New_VersionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nieuwe versie van globale baseline gestart`)
};

const es_audit_action_library_new_version = /** @type {(inputs: Audit_Action_Library_New_VersionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nueva versión de línea base global iniciada`)
};

const en_xa2_audit_action_library_new_version = /** @type {(inputs: Audit_Action_Library_New_VersionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ĝļöƀáļ ƀášéļíñé ṽéŕšíöñ šţáŕţéð one two ]`)
};

/**
* | output |
* | --- |
* | "Global baseline version started" |
*
* @param {Audit_Action_Library_New_VersionInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const audit_action_library_new_version = /** @type {((inputs?: Audit_Action_Library_New_VersionInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Audit_Action_Library_New_VersionInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_audit_action_library_new_version(inputs)
	if (locale === "fr") return fr_audit_action_library_new_version(inputs)
	if (locale === "nl") return nl_audit_action_library_new_version(inputs)
	if (locale === "es") return es_audit_action_library_new_version(inputs)
	if (locale === "en-XA") return en_xa2_audit_action_library_new_version(inputs)
	return en_audit_action_library_new_version(inputs)
});