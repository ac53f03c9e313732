/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Audit_Action_Assessments_SubmitInputs */

const en_audit_action_assessments_submit = /** @type {(inputs: Audit_Action_Assessments_SubmitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Assessment submitted`)
};

const de_audit_action_assessments_submit = /** @type {(inputs: Audit_Action_Assessments_SubmitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bewertung eingereicht`)
};

const fr_audit_action_assessments_submit = /** @type {(inputs: Audit_Action_Assessments_SubmitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Évaluation soumise`)
};

const nl_audit_action_assessments_submit = /** @type {(inputs: Audit_Action_Assessments_SubmitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Beoordeling ingediend`)
};

const es_audit_action_assessments_submit = /** @type {(inputs: Audit_Action_Assessments_SubmitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Evaluación enviada`)
};

const en_xa2_audit_action_assessments_submit = /** @type {(inputs: Audit_Action_Assessments_SubmitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Åššéššɱéñţ šüƀɱíţţéð one ]`)
};

/**
* | output |
* | --- |
* | "Assessment submitted" |
*
* @param {Audit_Action_Assessments_SubmitInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const audit_action_assessments_submit = /** @type {((inputs?: Audit_Action_Assessments_SubmitInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Audit_Action_Assessments_SubmitInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_audit_action_assessments_submit(inputs)
	if (locale === "fr") return fr_audit_action_assessments_submit(inputs)
	if (locale === "nl") return nl_audit_action_assessments_submit(inputs)
	if (locale === "es") return es_audit_action_assessments_submit(inputs)
	if (locale === "en-XA") return en_xa2_audit_action_assessments_submit(inputs)
	return en_audit_action_assessments_submit(inputs)
});