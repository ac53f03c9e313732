/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Audit_Action_Assessments_Save_AnswerInputs */

const en_audit_action_assessments_save_answer = /** @type {(inputs: Audit_Action_Assessments_Save_AnswerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Answer saved`)
};

const de_audit_action_assessments_save_answer = /** @type {(inputs: Audit_Action_Assessments_Save_AnswerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Antwort gespeichert`)
};

const fr_audit_action_assessments_save_answer = /** @type {(inputs: Audit_Action_Assessments_Save_AnswerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Réponse enregistrée`)
};

const nl_audit_action_assessments_save_answer = /** @type {(inputs: Audit_Action_Assessments_Save_AnswerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Antwoord opgeslagen`)
};

const es_audit_action_assessments_save_answer = /** @type {(inputs: Audit_Action_Assessments_Save_AnswerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Respuesta guardada`)
};

const en_xa2_audit_action_assessments_save_answer = /** @type {(inputs: Audit_Action_Assessments_Save_AnswerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Åñšŵéŕ šáṽéð o]`)
};

/**
* | output |
* | --- |
* | "Answer saved" |
*
* @param {Audit_Action_Assessments_Save_AnswerInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const audit_action_assessments_save_answer = /** @type {((inputs?: Audit_Action_Assessments_Save_AnswerInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Audit_Action_Assessments_Save_AnswerInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_audit_action_assessments_save_answer(inputs)
	if (locale === "fr") return fr_audit_action_assessments_save_answer(inputs)
	if (locale === "nl") return nl_audit_action_assessments_save_answer(inputs)
	if (locale === "es") return es_audit_action_assessments_save_answer(inputs)
	if (locale === "en-XA") return en_xa2_audit_action_assessments_save_answer(inputs)
	return en_audit_action_assessments_save_answer(inputs)
});