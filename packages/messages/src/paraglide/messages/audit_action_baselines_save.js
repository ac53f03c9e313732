/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Audit_Action_Baselines_SaveInputs */

const en_audit_action_baselines_save = /** @type {(inputs: Audit_Action_Baselines_SaveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Baseline draft saved`)
};

const de_audit_action_baselines_save = /** @type {(inputs: Audit_Action_Baselines_SaveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Baseline-Entwurf gespeichert`)
};

const fr_audit_action_baselines_save = /** @type {(inputs: Audit_Action_Baselines_SaveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Brouillon du référentiel enregistré`)
};

const nl_audit_action_baselines_save = /** @type {(inputs: Audit_Action_Baselines_SaveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Concept van baseline opgeslagen`)
};

const es_audit_action_baselines_save = /** @type {(inputs: Audit_Action_Baselines_SaveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Borrador de línea base guardado`)
};

const en_xa2_audit_action_baselines_save = /** @type {(inputs: Audit_Action_Baselines_SaveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ɓášéļíñé ðŕáƒţ šáṽéð one ]`)
};

/**
* | output |
* | --- |
* | "Baseline draft saved" |
*
* @param {Audit_Action_Baselines_SaveInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const audit_action_baselines_save = /** @type {((inputs?: Audit_Action_Baselines_SaveInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Audit_Action_Baselines_SaveInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_audit_action_baselines_save(inputs)
	if (locale === "fr") return fr_audit_action_baselines_save(inputs)
	if (locale === "nl") return nl_audit_action_baselines_save(inputs)
	if (locale === "es") return es_audit_action_baselines_save(inputs)
	if (locale === "en-XA") return en_xa2_audit_action_baselines_save(inputs)
	return en_audit_action_baselines_save(inputs)
});