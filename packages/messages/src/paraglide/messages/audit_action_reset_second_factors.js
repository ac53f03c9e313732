/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Audit_Action_Reset_Second_FactorsInputs */

const en_audit_action_reset_second_factors = /** @type {(inputs: Audit_Action_Reset_Second_FactorsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Two-step sign-in reset`)
};

const de_audit_action_reset_second_factors = /** @type {(inputs: Audit_Action_Reset_Second_FactorsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zwei-Faktor-Anmeldung zurückgesetzt`)
};

const fr_audit_action_reset_second_factors = /** @type {(inputs: Audit_Action_Reset_Second_FactorsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Connexion en deux étapes réinitialisée`)
};

const nl_audit_action_reset_second_factors = /** @type {(inputs: Audit_Action_Reset_Second_FactorsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Inloggen in twee stappen opnieuw ingesteld`)
};

const es_audit_action_reset_second_factors = /** @type {(inputs: Audit_Action_Reset_Second_FactorsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Inicio de sesión en dos pasos restablecido`)
};

const en_xa2_audit_action_reset_second_factors = /** @type {(inputs: Audit_Action_Reset_Second_FactorsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţŵö-šţéþ šíĝñ-íñ ŕéšéţ one t]`)
};

/**
* | output |
* | --- |
* | "Two-step sign-in reset" |
*
* @param {Audit_Action_Reset_Second_FactorsInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const audit_action_reset_second_factors = /** @type {((inputs?: Audit_Action_Reset_Second_FactorsInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Audit_Action_Reset_Second_FactorsInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_audit_action_reset_second_factors(inputs)
	if (locale === "fr") return fr_audit_action_reset_second_factors(inputs)
	if (locale === "nl") return nl_audit_action_reset_second_factors(inputs)
	if (locale === "es") return es_audit_action_reset_second_factors(inputs)
	if (locale === "en-XA") return en_xa2_audit_action_reset_second_factors(inputs)
	return en_audit_action_reset_second_factors(inputs)
});