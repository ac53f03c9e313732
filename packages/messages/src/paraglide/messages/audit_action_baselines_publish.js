/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Audit_Action_Baselines_PublishInputs */

const en_audit_action_baselines_publish = /** @type {(inputs: Audit_Action_Baselines_PublishInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Baseline published`)
};

const de_audit_action_baselines_publish = /** @type {(inputs: Audit_Action_Baselines_PublishInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Baseline veröffentlicht`)
};

const fr_audit_action_baselines_publish = /** @type {(inputs: Audit_Action_Baselines_PublishInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Référentiel publié`)
};

const nl_audit_action_baselines_publish = /** @type {(inputs: Audit_Action_Baselines_PublishInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Baseline gepubliceerd`)
};

const es_audit_action_baselines_publish = /** @type {(inputs: Audit_Action_Baselines_PublishInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Línea base publicada`)
};

const en_xa2_audit_action_baselines_publish = /** @type {(inputs: Audit_Action_Baselines_PublishInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ɓášéļíñé þüƀļíšĥéð one]`)
};

/**
* | output |
* | --- |
* | "Baseline published" |
*
* @param {Audit_Action_Baselines_PublishInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const audit_action_baselines_publish = /** @type {((inputs?: Audit_Action_Baselines_PublishInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Audit_Action_Baselines_PublishInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_audit_action_baselines_publish(inputs)
	if (locale === "fr") return fr_audit_action_baselines_publish(inputs)
	if (locale === "nl") return nl_audit_action_baselines_publish(inputs)
	if (locale === "es") return es_audit_action_baselines_publish(inputs)
	if (locale === "en-XA") return en_xa2_audit_action_baselines_publish(inputs)
	return en_audit_action_baselines_publish(inputs)
});