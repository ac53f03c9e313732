/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Audit_Action_Library_SaveInputs */

const en_audit_action_library_save = /** @type {(inputs: Audit_Action_Library_SaveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Global baseline draft saved`)
};

const de_audit_action_library_save = /** @type {(inputs: Audit_Action_Library_SaveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Entwurf der globalen Baseline gespeichert`)
};

const fr_audit_action_library_save = /** @type {(inputs: Audit_Action_Library_SaveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Brouillon du référentiel global enregistré`)
};

const nl_audit_action_library_save = /** @type {(inputs: Audit_Action_Library_SaveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Concept van globale baseline opgeslagen`)
};

const es_audit_action_library_save = /** @type {(inputs: Audit_Action_Library_SaveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Borrador de línea base global guardado`)
};

const en_xa2_audit_action_library_save = /** @type {(inputs: Audit_Action_Library_SaveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ĝļöƀáļ ƀášéļíñé ðŕáƒţ šáṽéð one tw]`)
};

/**
* | output |
* | --- |
* | "Global baseline draft saved" |
*
* @param {Audit_Action_Library_SaveInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const audit_action_library_save = /** @type {((inputs?: Audit_Action_Library_SaveInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Audit_Action_Library_SaveInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_audit_action_library_save(inputs)
	if (locale === "fr") return fr_audit_action_library_save(inputs)
	if (locale === "nl") return nl_audit_action_library_save(inputs)
	if (locale === "es") return es_audit_action_library_save(inputs)
	if (locale === "en-XA") return en_xa2_audit_action_library_save(inputs)
	return en_audit_action_library_save(inputs)
});