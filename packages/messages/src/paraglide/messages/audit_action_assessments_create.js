/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Audit_Action_Assessments_CreateInputs */

const en_audit_action_assessments_create = /** @type {(inputs: Audit_Action_Assessments_CreateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Assessment started`)
};

const de_audit_action_assessments_create = /** @type {(inputs: Audit_Action_Assessments_CreateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bewertung begonnen`)
};

const fr_audit_action_assessments_create = /** @type {(inputs: Audit_Action_Assessments_CreateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Évaluation commencée`)
};

const nl_audit_action_assessments_create = /** @type {(inputs: Audit_Action_Assessments_CreateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Beoordeling gestart`)
};

const es_audit_action_assessments_create = /** @type {(inputs: Audit_Action_Assessments_CreateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Evaluación iniciada`)
};

const en_xa2_audit_action_assessments_create = /** @type {(inputs: Audit_Action_Assessments_CreateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Åššéššɱéñţ šţáŕţéð one]`)
};

/**
* | output |
* | --- |
* | "Assessment started" |
*
* @param {Audit_Action_Assessments_CreateInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const audit_action_assessments_create = /** @type {((inputs?: Audit_Action_Assessments_CreateInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Audit_Action_Assessments_CreateInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_audit_action_assessments_create(inputs)
	if (locale === "fr") return fr_audit_action_assessments_create(inputs)
	if (locale === "nl") return nl_audit_action_assessments_create(inputs)
	if (locale === "es") return es_audit_action_assessments_create(inputs)
	if (locale === "en-XA") return en_xa2_audit_action_assessments_create(inputs)
	return en_audit_action_assessments_create(inputs)
});