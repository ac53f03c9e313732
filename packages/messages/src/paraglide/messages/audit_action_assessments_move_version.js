/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Audit_Action_Assessments_Move_VersionInputs */

const en_audit_action_assessments_move_version = /** @type {(inputs: Audit_Action_Assessments_Move_VersionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Assessment moved to a new version`)
};

const de_audit_action_assessments_move_version = /** @type {(inputs: Audit_Action_Assessments_Move_VersionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bewertung auf neue Version umgestellt`)
};

const fr_audit_action_assessments_move_version = /** @type {(inputs: Audit_Action_Assessments_Move_VersionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Évaluation passée à une nouvelle version`)
};

const nl_audit_action_assessments_move_version = /** @type {(inputs: Audit_Action_Assessments_Move_VersionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Beoordeling naar een nieuwe versie verplaatst`)
};

const es_audit_action_assessments_move_version = /** @type {(inputs: Audit_Action_Assessments_Move_VersionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Evaluación trasladada a una nueva versión`)
};

const en_xa2_audit_action_assessments_move_version = /** @type {(inputs: Audit_Action_Assessments_Move_VersionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Åššéššɱéñţ ɱöṽéð ţö á ñéŵ ṽéŕšíöñ one two t]`)
};

/**
* | output |
* | --- |
* | "Assessment moved to a new version" |
*
* @param {Audit_Action_Assessments_Move_VersionInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const audit_action_assessments_move_version = /** @type {((inputs?: Audit_Action_Assessments_Move_VersionInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Audit_Action_Assessments_Move_VersionInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_audit_action_assessments_move_version(inputs)
	if (locale === "fr") return fr_audit_action_assessments_move_version(inputs)
	if (locale === "nl") return nl_audit_action_assessments_move_version(inputs)
	if (locale === "es") return es_audit_action_assessments_move_version(inputs)
	if (locale === "en-XA") return en_xa2_audit_action_assessments_move_version(inputs)
	return en_audit_action_assessments_move_version(inputs)
});