/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Audit_Action_Baselines_ImportInputs */

const en_audit_action_baselines_import = /** @type {(inputs: Audit_Action_Baselines_ImportInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Baseline imported`)
};

const de_audit_action_baselines_import = /** @type {(inputs: Audit_Action_Baselines_ImportInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Baseline importiert`)
};

const fr_audit_action_baselines_import = /** @type {(inputs: Audit_Action_Baselines_ImportInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Référentiel importé`)
};

const nl_audit_action_baselines_import = /** @type {(inputs: Audit_Action_Baselines_ImportInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Baseline geïmporteerd`)
};

const es_audit_action_baselines_import = /** @type {(inputs: Audit_Action_Baselines_ImportInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Línea base importada`)
};

const en_xa2_audit_action_baselines_import = /** @type {(inputs: Audit_Action_Baselines_ImportInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ɓášéļíñé íɱþöŕţéð one]`)
};

/**
* | output |
* | --- |
* | "Baseline imported" |
*
* @param {Audit_Action_Baselines_ImportInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const audit_action_baselines_import = /** @type {((inputs?: Audit_Action_Baselines_ImportInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Audit_Action_Baselines_ImportInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_audit_action_baselines_import(inputs)
	if (locale === "fr") return fr_audit_action_baselines_import(inputs)
	if (locale === "nl") return nl_audit_action_baselines_import(inputs)
	if (locale === "es") return es_audit_action_baselines_import(inputs)
	if (locale === "en-XA") return en_xa2_audit_action_baselines_import(inputs)
	return en_audit_action_baselines_import(inputs)
});