/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Audit_Action_Library_PublishInputs */

const en_audit_action_library_publish = /** @type {(inputs: Audit_Action_Library_PublishInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Global baseline published`)
};

const de_audit_action_library_publish = /** @type {(inputs: Audit_Action_Library_PublishInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Globale Baseline veröffentlicht`)
};

const fr_audit_action_library_publish = /** @type {(inputs: Audit_Action_Library_PublishInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Référentiel global publié`)
};

const nl_audit_action_library_publish = /** @type {(inputs: Audit_Action_Library_PublishInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Globale baseline gepubliceerd`)
};

const es_audit_action_library_publish = /** @type {(inputs: Audit_Action_Library_PublishInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Línea base global publicada`)
};

const en_xa2_audit_action_library_publish = /** @type {(inputs: Audit_Action_Library_PublishInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ĝļöƀáļ ƀášéļíñé þüƀļíšĥéð one tw]`)
};

/**
* | output |
* | --- |
* | "Global baseline published" |
*
* @param {Audit_Action_Library_PublishInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const audit_action_library_publish = /** @type {((inputs?: Audit_Action_Library_PublishInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Audit_Action_Library_PublishInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_audit_action_library_publish(inputs)
	if (locale === "fr") return fr_audit_action_library_publish(inputs)
	if (locale === "nl") return nl_audit_action_library_publish(inputs)
	if (locale === "es") return es_audit_action_library_publish(inputs)
	if (locale === "en-XA") return en_xa2_audit_action_library_publish(inputs)
	return en_audit_action_library_publish(inputs)
});