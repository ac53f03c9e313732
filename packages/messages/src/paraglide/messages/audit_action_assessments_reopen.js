/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Audit_Action_Assessments_ReopenInputs */

const en_audit_action_assessments_reopen = /** @type {(inputs: Audit_Action_Assessments_ReopenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Assessment reopened`)
};

const de_audit_action_assessments_reopen = /** @type {(inputs: Audit_Action_Assessments_ReopenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bewertung wieder geöffnet`)
};

const fr_audit_action_assessments_reopen = /** @type {(inputs: Audit_Action_Assessments_ReopenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Évaluation rouverte`)
};

const nl_audit_action_assessments_reopen = /** @type {(inputs: Audit_Action_Assessments_ReopenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Beoordeling heropend`)
};

const es_audit_action_assessments_reopen = /** @type {(inputs: Audit_Action_Assessments_ReopenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Evaluación reabierta`)
};

const en_xa2_audit_action_assessments_reopen = /** @type {(inputs: Audit_Action_Assessments_ReopenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Åššéššɱéñţ ŕéöþéñéð one ]`)
};

/**
* | output |
* | --- |
* | "Assessment reopened" |
*
* @param {Audit_Action_Assessments_ReopenInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const audit_action_assessments_reopen = /** @type {((inputs?: Audit_Action_Assessments_ReopenInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Audit_Action_Assessments_ReopenInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_audit_action_assessments_reopen(inputs)
	if (locale === "fr") return fr_audit_action_assessments_reopen(inputs)
	if (locale === "nl") return nl_audit_action_assessments_reopen(inputs)
	if (locale === "es") return es_audit_action_assessments_reopen(inputs)
	if (locale === "en-XA") return en_xa2_audit_action_assessments_reopen(inputs)
	return en_audit_action_assessments_reopen(inputs)
});