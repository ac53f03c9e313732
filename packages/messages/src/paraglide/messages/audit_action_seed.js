/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Audit_Action_SeedInputs */

const en_audit_action_seed = /** @type {(inputs: Audit_Action_SeedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Demo data`)
};

const de_audit_action_seed = /** @type {(inputs: Audit_Action_SeedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Demodaten`)
};

const fr_audit_action_seed = /** @type {(inputs: Audit_Action_SeedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Données de démonstration`)
};

const nl_audit_action_seed = /** @type {(inputs: Audit_Action_SeedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Demogegevens`)
};

const es_audit_action_seed = /** @type {(inputs: Audit_Action_SeedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Datos de demostración`)
};

const en_xa2_audit_action_seed = /** @type {(inputs: Audit_Action_SeedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ðéɱö ðáţá ]`)
};

/**
* | output |
* | --- |
* | "Demo data" |
*
* @param {Audit_Action_SeedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const audit_action_seed = /** @type {((inputs?: Audit_Action_SeedInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Audit_Action_SeedInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_audit_action_seed(inputs)
	if (locale === "fr") return fr_audit_action_seed(inputs)
	if (locale === "nl") return nl_audit_action_seed(inputs)
	if (locale === "es") return es_audit_action_seed(inputs)
	if (locale === "en-XA") return en_xa2_audit_action_seed(inputs)
	return en_audit_action_seed(inputs)
});