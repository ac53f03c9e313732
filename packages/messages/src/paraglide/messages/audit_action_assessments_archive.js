/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Audit_Action_Assessments_ArchiveInputs */

const en_audit_action_assessments_archive = /** @type {(inputs: Audit_Action_Assessments_ArchiveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Assessment archived`)
};

const de_audit_action_assessments_archive = /** @type {(inputs: Audit_Action_Assessments_ArchiveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bewertung archiviert`)
};

const fr_audit_action_assessments_archive = /** @type {(inputs: Audit_Action_Assessments_ArchiveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Évaluation archivée`)
};

const nl_audit_action_assessments_archive = /** @type {(inputs: Audit_Action_Assessments_ArchiveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Beoordeling gearchiveerd`)
};

const es_audit_action_assessments_archive = /** @type {(inputs: Audit_Action_Assessments_ArchiveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Evaluación archivada`)
};

const en_xa2_audit_action_assessments_archive = /** @type {(inputs: Audit_Action_Assessments_ArchiveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Åššéššɱéñţ áŕçĥíṽéð one ]`)
};

/**
* | output |
* | --- |
* | "Assessment archived" |
*
* @param {Audit_Action_Assessments_ArchiveInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const audit_action_assessments_archive = /** @type {((inputs?: Audit_Action_Assessments_ArchiveInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Audit_Action_Assessments_ArchiveInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_audit_action_assessments_archive(inputs)
	if (locale === "fr") return fr_audit_action_assessments_archive(inputs)
	if (locale === "nl") return nl_audit_action_assessments_archive(inputs)
	if (locale === "es") return es_audit_action_assessments_archive(inputs)
	if (locale === "en-XA") return en_xa2_audit_action_assessments_archive(inputs)
	return en_audit_action_assessments_archive(inputs)
});