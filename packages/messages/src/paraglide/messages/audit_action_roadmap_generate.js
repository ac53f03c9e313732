/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Audit_Action_Roadmap_GenerateInputs */

const en_audit_action_roadmap_generate = /** @type {(inputs: Audit_Action_Roadmap_GenerateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Roadmap generated`)
};

const de_audit_action_roadmap_generate = /** @type {(inputs: Audit_Action_Roadmap_GenerateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Roadmap erstellt`)
};

const fr_audit_action_roadmap_generate = /** @type {(inputs: Audit_Action_Roadmap_GenerateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Feuille de route générée`)
};

const nl_audit_action_roadmap_generate = /** @type {(inputs: Audit_Action_Roadmap_GenerateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Roadmap gegenereerd`)
};

const es_audit_action_roadmap_generate = /** @type {(inputs: Audit_Action_Roadmap_GenerateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hoja de ruta generada`)
};

const en_xa2_audit_action_roadmap_generate = /** @type {(inputs: Audit_Action_Roadmap_GenerateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ŕöáðɱáþ ĝéñéŕáţéð one]`)
};

/**
* | output |
* | --- |
* | "Roadmap generated" |
*
* @param {Audit_Action_Roadmap_GenerateInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const audit_action_roadmap_generate = /** @type {((inputs?: Audit_Action_Roadmap_GenerateInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Audit_Action_Roadmap_GenerateInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_audit_action_roadmap_generate(inputs)
	if (locale === "fr") return fr_audit_action_roadmap_generate(inputs)
	if (locale === "nl") return nl_audit_action_roadmap_generate(inputs)
	if (locale === "es") return es_audit_action_roadmap_generate(inputs)
	if (locale === "en-XA") return en_xa2_audit_action_roadmap_generate(inputs)
	return en_audit_action_roadmap_generate(inputs)
});