/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Audit_Action_Assessments_CompleteInputs */

const en_audit_action_assessments_complete = /** @type {(inputs: Audit_Action_Assessments_CompleteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Assessment completed`)
};

const de_audit_action_assessments_complete = /** @type {(inputs: Audit_Action_Assessments_CompleteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bewertung abgeschlossen`)
};

const fr_audit_action_assessments_complete = /** @type {(inputs: Audit_Action_Assessments_CompleteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Évaluation terminée`)
};

const nl_audit_action_assessments_complete = /** @type {(inputs: Audit_Action_Assessments_CompleteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Beoordeling afgerond`)
};

const es_audit_action_assessments_complete = /** @type {(inputs: Audit_Action_Assessments_CompleteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Evaluación completada`)
};

const en_xa2_audit_action_assessments_complete = /** @type {(inputs: Audit_Action_Assessments_CompleteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Åššéššɱéñţ çöɱþļéţéð one ]`)
};

/**
* | output |
* | --- |
* | "Assessment completed" |
*
* @param {Audit_Action_Assessments_CompleteInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const audit_action_assessments_complete = /** @type {((inputs?: Audit_Action_Assessments_CompleteInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Audit_Action_Assessments_CompleteInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_audit_action_assessments_complete(inputs)
	if (locale === "fr") return fr_audit_action_assessments_complete(inputs)
	if (locale === "nl") return nl_audit_action_assessments_complete(inputs)
	if (locale === "es") return es_audit_action_assessments_complete(inputs)
	if (locale === "en-XA") return en_xa2_audit_action_assessments_complete(inputs)
	return en_audit_action_assessments_complete(inputs)
});