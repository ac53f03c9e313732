/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Audit_Action_Baselines_DeleteInputs */

const en_audit_action_baselines_delete = /** @type {(inputs: Audit_Action_Baselines_DeleteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Baseline deleted`)
};

const de_audit_action_baselines_delete = /** @type {(inputs: Audit_Action_Baselines_DeleteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Baseline gelöscht`)
};

const fr_audit_action_baselines_delete = /** @type {(inputs: Audit_Action_Baselines_DeleteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Référentiel supprimé`)
};

const nl_audit_action_baselines_delete = /** @type {(inputs: Audit_Action_Baselines_DeleteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Baseline verwijderd`)
};

const es_audit_action_baselines_delete = /** @type {(inputs: Audit_Action_Baselines_DeleteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Línea base eliminada`)
};

const en_xa2_audit_action_baselines_delete = /** @type {(inputs: Audit_Action_Baselines_DeleteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ɓášéļíñé ðéļéţéð one]`)
};

/**
* | output |
* | --- |
* | "Baseline deleted" |
*
* @param {Audit_Action_Baselines_DeleteInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const audit_action_baselines_delete = /** @type {((inputs?: Audit_Action_Baselines_DeleteInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Audit_Action_Baselines_DeleteInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_audit_action_baselines_delete(inputs)
	if (locale === "fr") return fr_audit_action_baselines_delete(inputs)
	if (locale === "nl") return nl_audit_action_baselines_delete(inputs)
	if (locale === "es") return es_audit_action_baselines_delete(inputs)
	if (locale === "en-XA") return en_xa2_audit_action_baselines_delete(inputs)
	return en_audit_action_baselines_delete(inputs)
});