/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Audit_Action_Assessments_AssignInputs */

const en_audit_action_assessments_assign = /** @type {(inputs: Audit_Action_Assessments_AssignInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Controls assigned`)
};

const de_audit_action_assessments_assign = /** @type {(inputs: Audit_Action_Assessments_AssignInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kontrollen zugewiesen`)
};

const fr_audit_action_assessments_assign = /** @type {(inputs: Audit_Action_Assessments_AssignInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Contrôles attribués`)
};

const nl_audit_action_assessments_assign = /** @type {(inputs: Audit_Action_Assessments_AssignInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Controls toegewezen`)
};

const es_audit_action_assessments_assign = /** @type {(inputs: Audit_Action_Assessments_AssignInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Controles asignados`)
};

const en_xa2_audit_action_assessments_assign = /** @type {(inputs: Audit_Action_Assessments_AssignInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çöñţŕöļš áššíĝñéð one]`)
};

/**
* | output |
* | --- |
* | "Controls assigned" |
*
* @param {Audit_Action_Assessments_AssignInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const audit_action_assessments_assign = /** @type {((inputs?: Audit_Action_Assessments_AssignInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Audit_Action_Assessments_AssignInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_audit_action_assessments_assign(inputs)
	if (locale === "fr") return fr_audit_action_assessments_assign(inputs)
	if (locale === "nl") return nl_audit_action_assessments_assign(inputs)
	if (locale === "es") return es_audit_action_assessments_assign(inputs)
	if (locale === "en-XA") return en_xa2_audit_action_assessments_assign(inputs)
	return en_audit_action_assessments_assign(inputs)
});