/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Audit_Action_Baselines_RetireInputs */

const en_audit_action_baselines_retire = /** @type {(inputs: Audit_Action_Baselines_RetireInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Baseline retired`)
};

const de_audit_action_baselines_retire = /** @type {(inputs: Audit_Action_Baselines_RetireInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Baseline außer Dienst gestellt`)
};

const fr_audit_action_baselines_retire = /** @type {(inputs: Audit_Action_Baselines_RetireInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Référentiel retiré`)
};

const nl_audit_action_baselines_retire = /** @type {(inputs: Audit_Action_Baselines_RetireInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Baseline buiten gebruik gesteld`)
};

const es_audit_action_baselines_retire = /** @type {(inputs: Audit_Action_Baselines_RetireInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Línea base retirada`)
};

const en_xa2_audit_action_baselines_retire = /** @type {(inputs: Audit_Action_Baselines_RetireInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ɓášéļíñé ŕéţíŕéð one]`)
};

/**
* | output |
* | --- |
* | "Baseline retired" |
*
* @param {Audit_Action_Baselines_RetireInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const audit_action_baselines_retire = /** @type {((inputs?: Audit_Action_Baselines_RetireInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Audit_Action_Baselines_RetireInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_audit_action_baselines_retire(inputs)
	if (locale === "fr") return fr_audit_action_baselines_retire(inputs)
	if (locale === "nl") return nl_audit_action_baselines_retire(inputs)
	if (locale === "es") return es_audit_action_baselines_retire(inputs)
	if (locale === "en-XA") return en_xa2_audit_action_baselines_retire(inputs)
	return en_audit_action_baselines_retire(inputs)
});